import type { Catalogue } from '../../i18n/catalogue';

/** The admin-login page's texts (`app.admin_login.*`). */
export const en = {
  app: {
    admin_login: {
      title: 'Platform operator sign-in',
    },
  },
};

export const tr = {
  app: {
    admin_login: {
      title: 'Platform yöneticisi girişi',
    },
  },
} satisfies Catalogue<typeof en>;
