import type { Catalogue } from '../../i18n/catalogue';

/** The expenses resource's texts: its labels (`resources.expenses.*`) and its own (`app.expenses.*`). */
export const en = {
  resources: {
    expenses: {
      name: 'Expense |||| Expenses',
      forcedCaseName: 'expense |||| expenses',
      fields: {
        amount: 'Amount',
        account: 'Account',
        account_id: 'Account',
        accounting_type: 'Expense type',
        accounting_type_id: 'Expense type',
        date: 'Date',
        bill_date: 'Invoice date',
        description: 'Description',
        current_account: 'Supplier',
        current_account_id: 'Supplier',
        invoice_name: 'Invoice',
      },
    },
  },
  app: {
    expenses: {
      bill_date_hint:
        'The date on the invoice, when there is one; with a supplier, the invoice is recorded on its account with this payment',
      no_supplier: 'No supplier',
      invoice_upload: 'Attach the invoice (PDF, JPEG or PNG)',
      invoice_replace: 'Attach another invoice file',
      invoice_download: 'Download the invoice %{name}',
      invoice_remove: 'Remove the invoice file',
      invoice_type: 'The invoice must be a PDF, JPEG or PNG file.',
      invoice_content:
        'This file is not really a PDF, JPEG or PNG (only its name says so): choose the invoice itself.',
      invoice_size: 'The invoice file may be at most 5 MB.',
      invoice_choose: 'Choose the invoice file',
      invoice_chosen: 'Invoice: %{name}',
      invoice_hint: 'Optional: PDF, JPEG or PNG, at most 5 MB; sent after the expense is saved',
    },
  },
};

export const tr = {
  resources: {
    expenses: {
      name: 'Gider |||| Giderler',
      forcedCaseName: 'gider',
      fields: {
        amount: 'Tutar',
        account: 'Kasa',
        account_id: 'Kasa',
        accounting_type: 'Gider türü',
        accounting_type_id: 'Gider türü',
        date: 'Tarih',
        bill_date: 'Fatura tarihi',
        description: 'Açıklama',
        current_account: 'Cari hesap',
        current_account_id: 'Cari hesap',
        invoice_name: 'Fatura',
      },
    },
  },
  app: {
    expenses: {
      bill_date_hint:
        'Varsa faturanın üzerindeki tarih; cari hesap seçiliyse fatura bu ödemeyle birlikte cari hesaba işlenir',
      no_supplier: 'Cari hesap yok',
      invoice_upload: 'Fatura dosyası ekle (PDF, JPEG veya PNG)',
      invoice_replace: 'Başka bir fatura dosyası ekle',
      invoice_download: '%{name} faturasını indir',
      invoice_remove: 'Fatura dosyasını kaldır',
      invoice_type: 'Fatura PDF, JPEG veya PNG dosyası olmalıdır.',
      invoice_content:
        'Bu dosyanın içeriği PDF, JPEG veya PNG değil (yalnızca adı öyle): faturanın kendisini seçiniz.',
      invoice_size: 'Fatura dosyası en fazla 5 MB olabilir.',
      invoice_choose: 'Fatura dosyası seç',
      invoice_chosen: 'Fatura: %{name}',
      invoice_hint: 'İsteğe bağlı: PDF, JPEG veya PNG, en fazla 5 MB; gider kaydedilince gönderilir',
    },
  },
} satisfies Catalogue<typeof en>;
