import type { Catalogue } from '../../i18n/catalogue';

/** The balance page's texts (`app.transfers.*`, `app.menu_pages.balance`). */
export const en = {
  app: {
    transfers: {
      title: 'Payments and transfers',
      explain:
        'Every cash movement, newest first. A collection is undone with “Undo collection” (also on the receipt, the resident and the flat): its debts reopen and its receipt is kept, cancelled. An advance movement is deleted here; incomes, expenses, transfers and staff payments on their own pages.',
      kind: 'Operation',
      resident: 'Resident',
      receipt_no: 'receipt %{number}',
      none: 'No payments or transfers yet.',
      delete_named: 'Delete %{kind} of %{date}',
      delete_title: 'Undo this movement?',
      delete_text_collection:
        '%{kind} of %{amount} on %{date} is undone: the payments leave their debts, the surplus leaves the advance and the receipt is cancelled.',
      delete_text_advance: '%{kind} of %{amount} on %{date} is undone and the advance balance changes back.',
      kinds: {
        collection: 'Collection',
        advance_deposit: 'Advance deposit',
        advance_withdraw: 'Advance refund',
        payment_removed: 'Collection of a deleted debt taken out of the cash account',
        income: 'Income',
        expense: 'Expense',
        transfer_out: 'Transfer (out)',
        transfer_in: 'Transfer (in)',
        staff_payment: 'Staff payment',
      },
      not_here: 'Why this cannot be undone here',
      not_here_text: 'Not undone here',
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
        'Bütün kasa hareketleri, en yenisi önce. Tahsilat “Tahsilatı geri al” ile geri alınır (makbuzdan, sakinden ve daireden de): borçlar yeniden açılır, makbuz silinmez, iptal edildi olarak kalır. Avans hareketleri burada silinir; gelir, gider, virman ve personel ödemeleri kendi sayfalarından.',
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
      kinds: {
        collection: 'Tahsilat',
        advance_deposit: 'Avans yatırma',
        advance_withdraw: 'Avans iadesi',
        payment_removed: 'Silinen borcun tahsilatı kasadan çıkarıldı',
        income: 'Gelir',
        expense: 'Gider',
        transfer_out: 'Virman (çıkış)',
        transfer_in: 'Virman (giriş)',
        staff_payment: 'Personel ödemesi',
      },
      not_here: 'Neden burada geri alınamaz',
      not_here_text: 'Burada geri alınmaz',
    },
    menu_pages: {
      balance: 'Bakiye işlemleri',
    },
  },
} satisfies Catalogue<typeof en>;
