import type { Catalogue } from '../../i18n/catalogue';

/** The quick-links page's texts (`app.quick_links.*`, `app.coming_soon.*`). */
export const en = {
  app: {
    quick_links: {
      residents: 'Residents',
      single_debt: 'Single debt entry',
      collections: 'Collections',
      cash_accounts: 'Cash accounts',
      all_debts: 'All debts',
      documents: 'Documents',
      bulk_sms: 'Bulk SMS',
      how_to: 'How do I use it?',
      settings: 'Settings',
      balance: 'Balance operations',
      staff: 'Staff',
    },
    coming_soon: {
      title: 'Coming soon',
      text: 'This page is being prepared. Everything you have entered is safe.',
      back: 'Back to dashboard',
    },
  },
};

export const tr = {
  app: {
    quick_links: {
      residents: 'Sakin işlemleri',
      single_debt: 'Tekil borç girişi',
      collections: 'Tahsilat',
      cash_accounts: 'Kasalar',
      all_debts: 'Tüm borçlar',
      documents: 'Dokümanlar',
      bulk_sms: 'Toplu SMS',
      how_to: 'Nasıl kullanırım?',
      settings: 'Ayarlar',
      balance: 'Bakiye işlemleri',
      staff: 'Personel işlemleri',
    },
    coming_soon: {
      title: 'Yakında',
      text: 'Bu sayfa hazırlanıyor. Girdiğiniz tüm bilgiler güvende.',
      back: 'Ana sayfaya dön',
    },
  },
} satisfies Catalogue<typeof en>;
