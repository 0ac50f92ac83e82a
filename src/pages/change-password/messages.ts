import type { Catalogue } from '../../i18n/catalogue';

/** The change-password page's texts (`app.password_change.*`). */
export const en = {
  app: {
    password_change: {
      title: 'Change password',
      explain: 'Your other sessions are closed; this one continues.',
      last_changed: 'Your password was last changed on %{date}.',
      old_password: 'Current password',
      new_password: 'New password',
      repeat_password: 'New password (again)',
    },
  },
};

export const tr = {
  app: {
    password_change: {
      title: 'Şifre değiştir',
      explain: 'Diğer oturumlarınız kapatılır; bu oturum devam eder.',
      last_changed: 'Şifreniz en son %{date} tarihinde değiştirildi.',
      old_password: 'Mevcut şifre',
      new_password: 'Yeni şifre',
      repeat_password: 'Yeni şifre (tekrar)',
    },
  },
} satisfies Catalogue<typeof en>;
