import type { Catalogue } from '../../i18n/catalogue';

/** The register page's texts (`app.register.*`). */
export const en = {
  app: {
    register: {
      title: 'Create an account',
      step_phone: 'Phone',
      step_code: 'Verification',
      step_details: 'Account details',
      phone_hint: 'We will send a 6-digit code to this number by SMS.',
      send_code: 'Send code',
      code: 'Verification code',
      code_hint: 'Enter the 6-digit code sent to %{phone}.',
      code_invalid: 'The code is not valid. Check the SMS or ask for a new code.',
      verify: 'Verify',
      resend: 'Send the code again',
      change_phone: 'Change number',
      assoc_name: 'Site / association name',
      name: 'Name',
      surname: 'Surname',
      email: 'Email (optional)',
      password: 'Password',
      submit: 'Create account',
      have_account: 'Already have an account? Sign in',
    },
  },
};

export const tr = {
  app: {
    register: {
      title: 'Hesap oluştur',
      step_phone: 'Telefon',
      step_code: 'Doğrulama',
      step_details: 'Hesap bilgileri',
      phone_hint: 'Bu numaraya SMS ile 6 haneli bir kod göndereceğiz.',
      send_code: 'Kod gönder',
      code: 'Doğrulama kodu',
      code_hint: '%{phone} numarasına gönderilen 6 haneli kodu giriniz.',
      code_invalid: 'Kod geçersiz. SMS’i kontrol ediniz veya yeni kod isteyiniz.',
      verify: 'Doğrula',
      resend: 'Kodu tekrar gönder',
      change_phone: 'Numarayı değiştir',
      assoc_name: 'Site / dernek adı',
      name: 'Ad',
      surname: 'Soyad',
      email: 'E-posta (isteğe bağlı)',
      password: 'Şifre',
      submit: 'Hesabı oluştur',
      have_account: 'Hesabınız var mı? Giriş yapın',
    },
  },
} satisfies Catalogue<typeof en>;
