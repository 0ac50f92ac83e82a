import type { Catalogue } from '../../i18n/catalogue';

/** The profile page's texts (`app.profile.*`). */
export const en = {
  app: {
    profile: {
      title: 'Profile',
      details: 'Personal details',
      name: 'Name',
      surname: 'Surname',
      email: 'Email',
      phone: 'Mobile phone',
      national_id: 'National ID number',
      assoc_name: 'Site / association name',
      assoc_name_owner_only: 'Only the account owner can change the site name.',
      logo: 'Logo',
      logo_alt: 'Logo of %{name}',
      logo_hint: 'PNG, JPEG or WEBP, at most 2 MB.',
      upload_logo: 'Upload logo',
      remove_logo: 'Remove logo',
      logo_too_large: 'The logo can be at most 2 MB. Choose a smaller file.',
      logo_wrong_type: 'Choose a PNG, JPEG or WEBP image.',
      export_title: "The account's data",
      export_hint:
        "Download all of the account's records (an Excel workbook with one sheet per table), its receipts and files in one zip.",
      export_button: 'Download all data',
      export_working: 'Preparing the file…',
    },
  },
};

export const tr = {
  app: {
    profile: {
      title: 'Profil',
      details: 'Kişisel bilgiler',
      name: 'Ad',
      surname: 'Soyad',
      email: 'E-posta',
      phone: 'Cep telefonu',
      national_id: 'T.C. kimlik no',
      assoc_name: 'Site / dernek adı',
      assoc_name_owner_only: 'Site adını yalnızca hesap sahibi değiştirebilir.',
      logo: 'Logo',
      logo_alt: '%{name} logosu',
      logo_hint: 'PNG, JPEG veya WEBP, en fazla 2 MB.',
      upload_logo: 'Logo yükle',
      remove_logo: 'Logoyu kaldır',
      logo_too_large: 'Logo en fazla 2 MB olabilir. Daha küçük bir dosya seçiniz.',
      logo_wrong_type: 'PNG, JPEG veya WEBP biçiminde bir resim seçiniz.',
      export_title: 'Hesabın verileri',
      export_hint:
        'Hesabın tüm kayıtlarını (her tablo bir sayfa olmak üzere bir Excel dosyası), makbuzlarını ve dosyalarını tek bir zip olarak indirin.',
      export_button: 'Tüm verileri indir',
      export_working: 'Dosya hazırlanıyor…',
    },
  },
} satisfies Catalogue<typeof en>;
