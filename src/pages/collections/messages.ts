import type { Catalogue } from '../../i18n/catalogue';

/** The collections page's texts (`app.collection.*`, `app.menu_pages.collections`). */
export const en = {
  app: {
    collection: {
      title: 'Collection',
      not_allowed: 'You are not allowed to record collections.',
      payer: 'Resident or apartment',
      payer_hint: 'Search by name, phone, block or flat number',
      no_payer_found: 'No resident or apartment found',
      group_resident: 'Residents',
      group_apartment: 'Apartments',
      open_total: 'Open debt: %{amount} (%{count} items)',
      advance_balance: 'Advance balance: %{amount}',
      open_debts: 'Open debts',
      no_open_debts: 'No open debts. An amount collected now goes entirely to the advance.',
      oldest_first_hint: 'No debt chosen: the amount pays the oldest debts first.',
      chosen_hint:
        '%{smart_count} debt chosen: the amount pays it first. |||| %{smart_count} debts chosen: the amount pays them, oldest first.',
      payment: 'Payment',
      amount: 'Amount received',
      fill_all: 'Whole debt',
      fill_chosen: 'Chosen debts',
      preview: 'How it will be spread',
      preview_empty: 'Type an amount to see how it is spread over the debts.',
      preview_loading: 'Calculating…',
      preview_spread:
        '%{amount} pays %{smart_count} debt: |||| %{amount} is spread over %{smart_count} debts:',
      preview_no_debt: 'No debt is paid with this amount.',
      preview_advance: '%{amount} will be recorded as advance',
      preview_advance_owner: '%{amount} will be recorded as advance of the flat’s owner',
      to_pay: 'Pays',
      remaining_after: 'Left after',
      closed: 'Closed',
      collect: 'Collect',
      new_collection: 'New collection',
      receipt_sms: 'Send the receipt by SMS',
      receipt_sms_sent: 'Receipt sent by SMS',
    },
    menu_pages: {
      collections: 'Collection',
    },
  },
};

export const tr = {
  app: {
    collection: {
      title: 'Tahsilat',
      not_allowed: 'Tahsilat kaydetme yetkiniz yok.',
      payer: 'Sakin veya daire',
      payer_hint: 'Ad, telefon, blok veya daire numarası ile arayınız',
      no_payer_found: 'Sakin veya daire bulunamadı',
      group_resident: 'Sakinler',
      group_apartment: 'Daireler',
      open_total: 'Açık borç: %{amount} (%{count} kalem)',
      advance_balance: 'Avans bakiyesi: %{amount}',
      open_debts: 'Açık borçlar',
      no_open_debts: 'Açık borç yok. Şimdi alınan tutarın tamamı avansa aktarılır.',
      oldest_first_hint: 'Borç seçilmedi: tutar önce en eski borçları öder.',
      chosen_hint:
        '%{smart_count} borç seçildi: tutar önce bu borcu öder. |||| %{smart_count} borç seçildi: tutar bu borçları en eskiden başlayarak öder.',
      payment: 'Ödeme',
      amount: 'Alınan tutar',
      fill_all: 'Borcun tamamı',
      fill_chosen: 'Seçilen borçlar',
      preview: 'Nasıl dağıtılacak',
      preview_empty: 'Borçlara nasıl dağıtılacağını görmek için bir tutar yazınız.',
      preview_loading: 'Hesaplanıyor…',
      preview_spread: '%{amount} %{smart_count} borcu öder: |||| %{amount} %{smart_count} borca dağıtılır:',
      preview_no_debt: 'Bu tutarla hiçbir borç ödenmez.',
      preview_advance: '%{amount} avans olarak kaydedilecek',
      preview_advance_owner: '%{amount} daire sahibinin avansı olarak kaydedilecek',
      to_pay: 'Ödenecek',
      remaining_after: 'Sonra kalan',
      closed: 'Kapanır',
      collect: 'Tahsil et',
      new_collection: 'Yeni tahsilat',
      receipt_sms: 'Makbuzu SMS ile gönder',
      receipt_sms_sent: 'Makbuz SMS ile gönderildi',
    },
    menu_pages: {
      collections: 'Tahsilat',
    },
  },
} satisfies Catalogue<typeof en>;
