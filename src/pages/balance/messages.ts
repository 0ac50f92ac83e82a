import type { Catalogue } from '../../i18n/catalogue';

/** The balance page's texts (`app.transfers.*`, `app.menu_pages.balance`). */
export const en = {
  app: {
    transfers: {
      title: 'Payments and transfers',
      explain:
        'Every cash movement of collections and advances, newest first. Deleting one undoes it: a collection leaves its debts and its receipt is cancelled.',
      kind: 'Operation',
      resident: 'Resident',
      receipt_no: 'receipt %{number}',
      none: 'No payments or transfers yet.',
      delete_named: 'Delete %{kind} of %{date}',
      delete_title: 'Undo this movement?',
      delete_text_collection:
        '%{kind} of %{amount} on %{date} is undone: the payments leave their debts, the surplus leaves the advance and the receipt is cancelled.',
      delete_text_advance: '%{kind} of %{amount} on %{date} is undone and the advance balance changes back.',
    },
    menu_pages: {
      balance: 'Balance operations',
    },
  },
};

export const tr = {
  app: {
    transfers: {
      title: 'Ödemeler ve transferler',
      explain:
        'Tahsilatların ve avansların bütün kasa hareketleri, en yenisi önce. Silmek işlemi geri alır: tahsilat borçlardan düşer ve makbuzu iptal edilir.',
      kind: 'İşlem',
      resident: 'Sakin',
      receipt_no: 'makbuz %{number}',
      none: 'Henüz ödeme veya transfer yok.',
      delete_named: '%{date} tarihli %{kind} kaydını sil',
      delete_title: 'Bu hareket geri alınsın mı?',
      delete_text_collection:
        '%{date} tarihli %{amount} tutarındaki %{kind} geri alınır: ödemeler borçlardan düşer, fazlası avanstan çıkar ve makbuz iptal edilir.',
      delete_text_advance:
        '%{date} tarihli %{amount} tutarındaki %{kind} geri alınır ve avans bakiyesi eski hâline döner.',
    },
    menu_pages: {
      balance: 'Bakiye işlemleri',
    },
  },
} satisfies Catalogue<typeof en>;
