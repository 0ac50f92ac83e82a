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
        parent: 'Parent account',
        parent_id: 'Parent account',
        group_total: 'With sub-accounts',
        type: 'Type',
        iban: 'IBAN',
      },
    },
  },
  app: {
    accounts: {
      phone_hint: 'Optional; a landline is fine',
      phone_invalid: 'Enter a valid phone number',
      opening_hint: 'The balance before you started using the program',
      no_parent: 'None (a main account)',
      parent_hint: 'For example one sub-account per bank account under “Bank”',
      iban_hint: 'Optional; bank statements are matched to the account by it',
      types: { cash: 'Cash', bank: 'Bank', pos: 'Virtual POS' },
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
        parent: 'Üst hesap',
        parent_id: 'Üst hesap',
        group_total: 'Alt hesaplarla toplam',
        type: 'Tür',
        iban: 'IBAN',
      },
    },
  },
  app: {
    accounts: {
      phone_hint: 'İsteğe bağlı; sabit hat da olabilir',
      phone_invalid: 'Geçerli bir telefon numarası giriniz',
      opening_hint: 'Programı kullanmaya başlamadan önceki bakiye',
      no_parent: 'Yok (ana hesap)',
      parent_hint: 'Örneğin “Banka” altında her banka hesabı için bir alt hesap',
      iban_hint: 'İsteğe bağlı; banka ekstreleri hesaba bununla eşleşir',
      types: { cash: 'Kasa', bank: 'Banka', pos: 'Sanal POS' },
    },
  },
} satisfies Catalogue<typeof en>;
