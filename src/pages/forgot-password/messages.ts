import type { Catalogue } from '../../i18n/catalogue';

/** The forgot-password page's texts (`app.forgot_password.*`). */
export const en = {
  app: {
    forgot_password: {
      title: 'Forgot password',
      explain: 'Enter your mobile number and we will send a code to renew your password.',
      send_code: 'Send code',
      code: 'Code from the SMS',
      new_password: 'New password',
      repeat_password: 'New password (again)',
      submit: 'Renew password',
      resend: 'Send the code again',
      start_over: 'Start over',
      done: 'You can now sign in with your new password.',
    },
  },
};

export const tr = {
  app: {
    forgot_password: {
      title: 'Şifremi unuttum',
      explain: 'Cep telefonu numaranızı giriniz; şifrenizi yenilemeniz için bir kod göndereceğiz.',
      send_code: 'Kod gönder',
      code: 'SMS ile gelen kod',
      new_password: 'Yeni şifre',
      repeat_password: 'Yeni şifre (tekrar)',
      submit: 'Şifreyi yenile',
      resend: 'Kodu tekrar gönder',
      start_over: 'Baştan başla',
      done: 'Artık yeni şifrenizle giriş yapabilirsiniz.',
    },
  },
} satisfies Catalogue<typeof en>;
