import type { Catalogue } from '../../i18n/catalogue';

/** The sub-users resource's texts: its labels (`resources.sub-users.*`) and its own texts (`app.permissions.*`, `app.sub_users.*`). */
export const en = {
  resources: {
    'sub-users': {
      name: 'Sub-user |||| Sub-users',
      forcedCaseName: 'sub-user |||| sub-users',
      fields: {
        name: 'Name',
        surname: 'Surname',
        email: 'Email',
        phone: 'Phone',
        password: 'Password',
      },
    },
  },
  app: {
    permissions: {
      title: 'Permissions',
      area: 'Area',
      show: 'Viewing',
      exec: 'Actions',
      send_sms: 'Sending SMS',
      view_only: 'Viewing only',
      legend:
        'View: sees the records. Add-edit: adds and edits, cannot delete. Full: everything, deleting included.',
      areas: {
        resident_and_apartments: 'Residents and apartments',
        definitions: 'Definitions',
        debit: 'Debit',
        accounting: 'Accounting',
        reports: 'Reports',
        sms: 'SMS',
        personnel_operations: 'Staff',
        additional_features: 'Additional features',
        settings: 'Settings',
      },
      levels: {
        show: {
          0: 'None',
          1: 'View',
          2: 'Full',
        },
        exec: {
          0: 'None',
          1: 'Add-edit',
          2: 'Full',
        },
        send: {
          0: 'None',
          1: 'May send',
          2: 'Full',
        },
      },
    },
    sub_users: {
      password_create_hint: 'At least 8 characters. The sub-user signs in with this phone and password.',
      password_edit_hint: 'Leave empty to keep the current password.',
    },
  },
};

export const tr = {
  resources: {
    'sub-users': {
      name: 'Alt kullanıcı |||| Alt kullanıcılar',
      forcedCaseName: 'alt kullanıcı',
      fields: {
        name: 'Ad',
        surname: 'Soyad',
        email: 'E-posta',
        phone: 'Telefon',
        password: 'Şifre',
      },
    },
  },
  app: {
    permissions: {
      title: 'Yetkiler',
      area: 'Alan',
      show: 'Görüntüleme',
      exec: 'İşlem',
      send_sms: 'SMS gönderme',
      view_only: 'Yalnızca görüntüleme',
      legend:
        'Görüntüle: kayıtları görür. Ekle-düzenle: ekler ve düzenler, silemez. Tam yetki: silme dahil her işlemi yapar.',
      areas: {
        resident_and_apartments: 'Sakin ve daireler',
        definitions: 'Tanımlamalar',
        debit: 'Borçlandırma',
        accounting: 'Muhasebe',
        reports: 'Raporlar',
        sms: 'SMS',
        personnel_operations: 'Personel işlemleri',
        additional_features: 'Ek özellikler',
        settings: 'Ayarlar',
      },
      levels: {
        show: {
          0: 'Yok',
          1: 'Görüntüle',
          2: 'Tam yetki',
        },
        exec: {
          0: 'Yok',
          1: 'Ekle-düzenle',
          2: 'Tam yetki',
        },
        send: {
          0: 'Yok',
          1: 'Gönderebilir',
          2: 'Tam yetki',
        },
      },
    },
    sub_users: {
      password_create_hint: 'En az 8 karakter. Alt kullanıcı bu telefon ve şifreyle giriş yapar.',
      password_edit_hint: 'Boş bırakırsanız şifre değişmez.',
    },
  },
} satisfies Catalogue<typeof en>;
