import type { Catalogue } from '../../i18n/catalogue';

/** The virman resource's texts: its labels (`resources.transfers.*`) and its own (`app.transfers.*`). */
export const en = {
  resources: {
    transfers: {
      name: 'Transfer (virman) |||| Transfers (virman)',
      forcedCaseName: 'transfer |||| transfers',
      fields: {
        date: 'Date',
        from_account: 'From account',
        from_account_id: 'From account',
        to_account: 'To account',
        to_account_id: 'To account',
        amount: 'Amount',
        description: 'Description',
      },
    },
  },
  app: {
    transfers: {
      same_account: 'Choose an account other than the one the money leaves.',
    },
  },
};

export const tr = {
  resources: {
    transfers: {
      name: 'Virman |||| Virmanlar',
      forcedCaseName: 'virman',
      fields: {
        date: 'Tarih',
        from_account: 'Çıkan hesap',
        from_account_id: 'Çıkan hesap',
        to_account: 'Giren hesap',
        to_account_id: 'Giren hesap',
        amount: 'Tutar',
        description: 'Açıklama',
      },
    },
  },
  app: {
    transfers: {
      same_account: 'Paranın çıktığı hesaptan farklı bir hesap seçiniz.',
    },
  },
} satisfies Catalogue<typeof en>;
