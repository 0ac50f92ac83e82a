import type { Catalogue } from '../../i18n/catalogue';

/** The receipts resource's texts: its labels (`resources.receipts.*`) and its own texts (`app.receipts.*`). */
export const en = {
  resources: {
    receipts: {
      name: 'Receipt |||| Receipts',
      forcedCaseName: 'receipt |||| receipts',
      fields: {
        number: 'Receipt no',
        date: 'Date',
        payer_name: 'Payer',
        account: 'Cash account',
        amount: 'Amount',
        remaining: 'Remaining debt',
        is_cancelled: 'State',
      },
    },
  },
  app: {
    receipts: {
      cancelled: 'Cancelled',
      valid: 'Valid',
    },
  },
};

export const tr = {
  resources: {
    receipts: {
      name: 'Makbuz |||| Makbuzlar',
      forcedCaseName: 'makbuz',
      fields: {
        number: 'Makbuz no',
        date: 'Tarih',
        payer_name: 'Ödeyen',
        account: 'Kasa',
        amount: 'Tutar',
        remaining: 'Kalan borç',
        is_cancelled: 'Durum',
      },
    },
  },
  app: {
    receipts: {
      cancelled: 'İptal edildi',
      valid: 'Geçerli',
    },
  },
} satisfies Catalogue<typeof en>;
