import type { Catalogue } from '../../i18n/catalogue';

/** The admin-login page's texts (`app.admin_login.*`). */
export const en = {
  app: {
    admin_login: {
      title: 'Platform operator sign-in',
      signed_in: 'Signed in as platform operator',
      welcome: 'Welcome, %{name}. The operator pages will be here soon.',
    },
  },
};

export const tr = {
  app: {
    admin_login: {
      title: 'Platform yöneticisi girişi',
      signed_in: 'Platform yöneticisi olarak giriş yapıldı',
      welcome: 'Hoş geldiniz, %{name}. Yönetici sayfaları yakında burada olacak.',
    },
  },
} satisfies Catalogue<typeof en>;
