import type { Catalogue } from '../../i18n/catalogue';

/** The admin-login page's texts (`app.admin_login.*`). */
export const en = {
  app: {
    admin_login: {
      title: 'Platform operator sign-in',
      demo_hint: 'Demo operator: phone %{phone}, password %{password}',
    },
  },
};

export const tr = {
  app: {
    admin_login: {
      title: 'Platform yöneticisi girişi',
      demo_hint: 'Demo platform yöneticisi: telefon %{phone}, şifre %{password}',
    },
  },
} satisfies Catalogue<typeof en>;
