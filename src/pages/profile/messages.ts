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
        "All of the account's records (an Excel workbook with one sheet per table), its receipts and files in one zip. It is prepared in the background; you get a notification when it is ready, and it is kept for 7 days.",
      export_button: 'Prepare all data',
      export_again: 'Prepare again',
      export_working: 'Preparing…',
      export_ready: 'Ready (%{date})',
      export_download: 'Download %{name} (%{size})',
      export_failed: 'The data could not be prepared. You can try again.',
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
        'Hesabın tüm kayıtları (her tablo bir sayfa olmak üzere bir Excel dosyası), makbuzları ve dosyaları tek bir zip içinde. Dosya arka planda hazırlanır; hazır olduğunda bildirim alırsınız ve 7 gün saklanır.',
      export_button: 'Tüm verileri hazırla',
      export_again: 'Yeniden hazırla',
      export_working: 'Hazırlanıyor…',
      export_ready: 'Hazır (%{date})',
      export_download: '%{name} dosyasını indir (%{size})',
      export_failed: 'Veriler hazırlanamadı. Yeniden deneyebilirsiniz.',
    },
  },
} satisfies Catalogue<typeof en>;
