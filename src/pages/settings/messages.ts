import type { Catalogue } from '../../i18n/catalogue';

/** The settings page's texts (`app.settings.*`). */
export const en = {
  app: {
    settings: {
      title: 'Settings',
      messages: 'Payments and automatic messages',
      no_edit: 'You can view the settings but you are not allowed to change them.',
      fields: {
        auto_payment_advance_payments: 'Pay new debts from the advance balance automatically',
        birth_day: 'Send birthday messages to residents',
        birth_day_message_template: 'Birthday message',
        remin_debt: 'Send debt reminders',
        remind_debt_with_since_day: 'Remind this many days after the due date',
        send_payment_message: 'Send a message when a payment is received',
        payment_message_template: 'Payment message',
        books_closed_through: 'Close the books through',
        bank_auto_levels: 'Post bank lines by themselves when matched by',
      },
      bank: 'Bank movements',
      bank_levels: { 1: 'Payment code', 2: 'Phone number', 3: 'An IBAN confirmed before' },
      bank_levels_hint:
        'Matches by name and amount or by a keyword are only suggested, never posted by themselves: you accept them on the bank movements page.',
      books_closed_hint:
        'Incomes, expenses, collections and transfers dated on or before this day can no longer be added, changed or deleted. Leave it empty to keep every period open. Only the account owner may move it back or clear it.',
      licence: 'Licence',
      licence_end: 'Valid until',
      days_left: 'Days left',
      apartments: 'Apartments',
      apartments_value: '%{count} of %{limit}',
      sms_credits: 'SMS credits',
      licence_expired: 'Your licence has expired.',
      sessions: 'Sessions',
      sessions_explain:
        'Signs you out on every device, this one included. A confirmation code is sent to your phone first.',
      close_sessions: 'Close all sessions',
      code: 'Confirmation code',
      confirm: 'Close sessions',
      resend: 'Send a new code',
    },
  },
};

export const tr = {
  app: {
    settings: {
      title: 'Ayarlar',
      messages: 'Ödemeler ve otomatik mesajlar',
      no_edit: 'Ayarları görüntüleyebilirsiniz ancak değiştirme yetkiniz yok.',
      fields: {
        auto_payment_advance_payments: 'Yeni borçları avans bakiyesinden otomatik öde',
        birth_day: 'Sakinlere doğum günü mesajı gönder',
        birth_day_message_template: 'Doğum günü mesajı',
        remin_debt: 'Borç hatırlatması gönder',
        remind_debt_with_since_day: 'Vadeden kaç gün sonra hatırlatılsın',
        send_payment_message: 'Tahsilat yapılınca mesaj gönder',
        payment_message_template: 'Tahsilat mesajı',
        books_closed_through: 'Defterleri kapat (bu tarih dahil)',
        bank_auto_levels: 'Banka hareketleri şununla eşleşince kendiliğinden işlensin',
      },
      bank: 'Banka hareketleri',
      bank_levels: { 1: 'Ödeme kodu', 2: 'Telefon numarası', 3: 'Daha önce onaylanan IBAN' },
      bank_levels_hint:
        'Ad ve tutarla ya da anahtar kelimeyle bulunan eşleşmeler yalnızca önerilir, kendiliğinden işlenmez: onları banka hareketleri sayfasında siz onaylarsınız.',
      books_closed_hint:
        'Bu tarihte ve öncesindeki gelir, gider, tahsilat ve virman kayıtları artık eklenemez, değiştirilemez, silinemez. Boş bırakılırsa bütün dönemler açık kalır. Tarihi geri almak veya silmek yalnızca hesap sahibinin yetkisindedir.',
      licence: 'Lisans',
      licence_end: 'Bitiş tarihi',
      days_left: 'Kalan gün',
      apartments: 'Daireler',
      apartments_value: '%{count} / %{limit}',
      sms_credits: 'SMS kredisi',
      licence_expired: 'Lisans süreniz dolmuş.',
      sessions: 'Oturumlar',
      sessions_explain:
        'Bu cihaz dahil tüm cihazlardaki oturumlarınızı kapatır. Önce telefonunuza bir onay kodu gönderilir.',
      close_sessions: 'Tüm oturumları kapat',
      code: 'Onay kodu',
      confirm: 'Oturumları kapat',
      resend: 'Yeni kod gönder',
    },
  },
} satisfies Catalogue<typeof en>;
