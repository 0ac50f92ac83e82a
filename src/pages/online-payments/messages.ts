import type { Catalogue } from '../../i18n/catalogue';

/** Online ödemeler's texts (`app.online_payments.*`, `app.menu_pages.online_payments`). */
export const en = {
  app: {
    online_payments: {
      title: 'Online payments',
      not_allowed: 'You are not allowed to see online payments.',
      explain:
        'Dues residents paid by card from their personal page. Each paid one is already a collection with its receipt in the cash book.',
      status: 'Status',
      all: 'All',
      statuses: { pending: 'Awaited', paid: 'Paid', failed: 'Failed', refunded: 'Refunded' },
      start_date: 'From (DD.MM.YYYY)',
      end_date: 'To (DD.MM.YYYY)',
      bad_date: 'Write a real day as DD.MM.YYYY.',
      excel: 'Excel',
      file: 'online-payments',
      created_at: 'Started',
      paid_at: 'Paid',
      resident: 'Resident',
      apartment: 'Flat',
      amount: 'Amount',
      fee: 'Commission',
      provider: 'Provider',
      providers: { paytr: 'PayTR', iyzico: 'iyzico', test: 'Test bank' },
      provider_ref: 'Provider reference',
      actions: 'Actions',
      empty: 'No online payment matches.',
      refund: 'Refund',
      refund_named: 'Refund: the payment of %{name}',
      refund_title: 'Refund this payment?',
      refund_confirm:
        '%{amount} paid by %{name} (%{flat}) goes back to their card through %{provider}. The collection and its receipt are undone and the debts it paid are open again.',
    },
    menu_pages: { online_payments: 'Online payments' },
  },
};

export const tr = {
  app: {
    online_payments: {
      title: 'Online ödemeler',
      not_allowed: 'Online ödemeleri görme yetkiniz yok.',
      explain:
        'Sakinlerin kişisel sayfalarından kartla ödediği aidatlar. Ödenen her biri kasa defterinde makbuzuyla birlikte bir tahsilattır.',
      status: 'Durum',
      all: 'Tümü',
      statuses: { pending: 'Bekleniyor', paid: 'Ödendi', failed: 'Başarısız', refunded: 'İade edildi' },
      start_date: 'Başlangıç (GG.AA.YYYY)',
      end_date: 'Bitiş (GG.AA.YYYY)',
      bad_date: 'Gerçek bir günü GG.AA.YYYY olarak yazınız.',
      excel: 'Excel',
      file: 'online-odemeler',
      created_at: 'Başlangıç',
      paid_at: 'Ödeme',
      resident: 'Sakin',
      apartment: 'Daire',
      amount: 'Tutar',
      fee: 'Komisyon',
      provider: 'Sağlayıcı',
      providers: { paytr: 'PayTR', iyzico: 'iyzico', test: 'Test bankası' },
      provider_ref: 'Sağlayıcı referansı',
      actions: 'İşlemler',
      empty: 'Uygun online ödeme yok.',
      refund: 'İade et',
      refund_named: 'İade et: %{name} ödemesi',
      refund_title: 'Bu ödeme iade edilsin mi?',
      refund_confirm:
        '%{name} (%{flat}) tarafından ödenen %{amount}, %{provider} üzerinden kartına geri gönderilir. Tahsilat ve makbuzu geri alınır, ödediği borçlar yeniden açık olur.',
    },
    menu_pages: { online_payments: 'Online ödemeler' },
  },
} satisfies Catalogue<typeof en>;
