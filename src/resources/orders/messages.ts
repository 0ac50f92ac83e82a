import type { Catalogue } from '../../i18n/catalogue';

/** Orders of packages (`resources.orders.*`) and the texts shared by the orders list and the licence page. */
export const en = {
  resources: {
    orders: {
      name: 'Order |||| Orders',
      forcedCaseName: 'order |||| orders',
      fields: {
        created_at: 'Date',
        package_name: 'Package',
        amount: 'Amount',
        reference: 'Payment reference',
        status: 'Status',
      },
    },
  },
  app: {
    orders: {
      status: {
        awaiting_payment: 'Awaiting payment',
        paid: 'Paid',
        cancelled: 'Cancelled',
      },
      open_receipt: 'Receipt',
      open_receipt_of: 'Receipt of order %{reference}',
      none: 'No orders yet. Choose a package on the licence page.',
      none_here: 'No orders yet. Choose one of the packages above.',
      to_licence: 'Licence and packages',
      bank_title: 'Pay by bank transfer',
      bank_intro:
        'Transfer the amount to the account below and write the payment reference of the order in the description. Your order is confirmed when the transfer arrives; you get an SMS.',
      bank_name: 'Bank',
      iban: 'IBAN',
      holder: 'Account holder',
      amount: 'Amount',
      reference: 'Payment reference (write it in the description)',
    },
  },
};

export const tr = {
  resources: {
    orders: {
      name: 'Sipariş |||| Siparişler',
      forcedCaseName: 'sipariş',
      fields: {
        created_at: 'Tarih',
        package_name: 'Paket',
        amount: 'Tutar',
        reference: 'Ödeme referansı',
        status: 'Durum',
      },
    },
  },
  app: {
    orders: {
      status: {
        awaiting_payment: 'Ödeme bekleniyor',
        paid: 'Ödendi',
        cancelled: 'İptal edildi',
      },
      open_receipt: 'Makbuz',
      open_receipt_of: 'Makbuz: %{reference} siparişi',
      none: 'Henüz siparişiniz yok. Lisans sayfasından bir paket seçebilirsiniz.',
      none_here: 'Henüz siparişiniz yok. Yukarıdaki paketlerden birini seçebilirsiniz.',
      to_licence: 'Lisans ve paketler',
      bank_title: 'Havale / EFT ile ödeme',
      bank_intro:
        'Tutarı aşağıdaki hesaba gönderiniz ve açıklamaya siparişin ödeme referansını yazınız. Ödemeniz ulaşınca siparişiniz onaylanır ve SMS ile bilgilendirilirsiniz.',
      bank_name: 'Banka',
      iban: 'IBAN',
      holder: 'Hesap sahibi',
      amount: 'Tutar',
      reference: 'Ödeme referansı (açıklamaya yazınız)',
    },
  },
} satisfies Catalogue<typeof en>;
