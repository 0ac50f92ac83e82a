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
      undo: {
        button: 'Undo collection',
        button_number: 'Undo collection: receipt %{number}',
        title: 'Undo collection',
        title_number: 'Undo the collection of receipt %{number}',
        intro: 'The collection of %{amount} from %{payer} on %{date} is undone. What goes back:',
        debt_line:
          '%{description} (%{flat}, due %{due_date}): %{amount} becomes owed again; it then has %{remaining} left.',
        advance_line: '%{amount} leaves the advance of %{payer}.',
        cash_line: '%{amount} leaves the cash account %{account}.',
        receipt_line:
          'Receipt %{number} is not deleted: it stays in the lists marked “Cancelled” and its PDF says CANCELLED.',
        confirm: 'Undo collection',
      },
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
      undo: {
        button: 'Tahsilatı geri al',
        button_number: 'Tahsilatı geri al: makbuz %{number}',
        title: 'Tahsilatı geri al',
        title_number: '%{number} numaralı makbuzun tahsilatını geri al',
        intro: '%{payer} adına %{date} tarihli %{amount} tutarındaki tahsilat geri alınacak. Geri dönenler:',
        debt_line:
          '%{description} (%{flat}, vade %{due_date}): %{amount} yeniden borç olur; borcun kalanı %{remaining} olur.',
        advance_line: '%{amount}, %{payer} adlı sakinin avansından çıkar.',
        cash_line: '%{amount}, %{account} kasasından çıkar.',
        receipt_line:
          '%{number} numaralı makbuz silinmez: listelerde “İptal edildi” olarak kalır ve PDF’inde İPTAL EDİLDİ yazar.',
        confirm: 'Tahsilatı geri al',
      },
    },
  },
} satisfies Catalogue<typeof en>;
