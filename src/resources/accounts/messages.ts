import type { Catalogue } from '../../i18n/catalogue';

/** The accounts resource's texts: its labels (`resources.accounts.*`) and its own texts (`app.accounts.*`). */
export const en = {
  resources: {
    accounts: {
      name: 'Cash account |||| Cash accounts',
      forcedCaseName: 'cash / bank account |||| cash / bank accounts',
      fields: {
        name: 'Account name',
        phone: 'Phone',
        address: 'Address',
        opening_balance: 'Opening balance',
        balance: 'Balance',
      },
    },
  },
  app: {
    accounts: {
      phone_hint: 'Optional; a landline is fine',
      phone_invalid: 'Enter a valid phone number',
      opening_hint: 'The balance before you started using the program',
    },
  },
};

export const tr = {
  resources: {
    accounts: {
      name: 'Kasa |||| Kasalar',
      forcedCaseName: 'kasa / banka hesabı',
      fields: {
        name: 'Hesap adı',
        phone: 'Telefon',
        address: 'Adres',
        opening_balance: 'Açılış bakiyesi',
        balance: 'Bakiye',
      },
    },
  },
  app: {
    accounts: {
      phone_hint: 'İsteğe bağlı; sabit hat da olabilir',
      phone_invalid: 'Geçerli bir telefon numarası giriniz',
      opening_hint: 'Programı kullanmaya başlamadan önceki bakiye',
    },
  },
} satisfies Catalogue<typeof en>;
