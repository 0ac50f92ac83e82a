import type { Catalogue } from '../../i18n/catalogue';

/** The branches resource's texts: its labels (`resources.branches.*`) and its own texts (`app.branches.*`). */
export const en = {
  resources: {
    branches: {
      name: 'Branch |||| Branches',
      forcedCaseName: 'branch |||| branches',
      fields: {
        assoc_name: 'Association name',
        name: 'Name',
        surname: 'Surname',
        email: 'Email',
        phone: 'Phone',
        password: 'Password',
        full_name: 'Manager',
        code: 'Confirmation code',
      },
    },
  },
  app: {
    branches: {
      switch: 'Switch to this branch',
      current: 'You are here',
      create_intro:
        'Opening a branch is confirmed by a code sent by SMS to the account owner’s phone. Send the code, then enter the branch’s details.',
      send_code: 'Send code',
      resend_code: 'Send a new code',
      code_hint: '6 digits, valid for 3 minutes.',
      code_invalid: 'Enter the 6-digit code from the SMS',
    },
  },
};

export const tr = {
  resources: {
    branches: {
      name: 'Şube |||| Şubeler',
      forcedCaseName: 'şube',
      fields: {
        assoc_name: 'Site / dernek adı',
        name: 'Ad',
        surname: 'Soyad',
        email: 'E-posta',
        phone: 'Telefon',
        password: 'Şifre',
        full_name: 'Yetkili',
        code: 'Onay kodu',
      },
    },
  },
  app: {
    branches: {
      switch: 'Bu şubeye geç',
      current: 'Şu an buradasınız',
      create_intro:
        'Şube açma, hesap sahibinin telefonuna SMS ile gönderilen bir kodla onaylanır. Önce kodu gönderin, sonra şubenin bilgilerini girin.',
      send_code: 'Kod gönder',
      resend_code: 'Yeni kod gönder',
      code_hint: '6 haneli, 3 dakika geçerlidir.',
      code_invalid: 'SMS ile gelen 6 haneli kodu giriniz',
    },
  },
} satisfies Catalogue<typeof en>;
