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
        send_payment_message: 'Send a message when a payment is received',
        payment_message_template: 'Payment message',
        mail_receipts: 'E-mail the collection receipt',
        mail_statements: 'E-mail the monthly statement',
        books_closed_through: 'Close the books through',
        bank_auto_levels: 'Post bank lines by themselves when matched by',
      },
      reminders_moved:
        'Debt reminders are set as rules on the Reminders page: when, to whom and by e-mail or SMS.',
      reminders_link: 'Go to Reminders',
      mail_receipts_hint:
        'After each collection the receipt goes as a PDF to the payer’s e-mail address, when they have one that works.',
      mail_statements_hint:
        'On the 1st of each month at 09:00, residents with a working e-mail address who owe money or had a debt or payment last month get their statement as a PDF. Nobody gets it twice; no SMS goes instead.',
      bank: 'Bank movements',
      bank_levels: {
        0: 'A movement already recorded by hand (same amount within 3 days)',
        1: 'Payment code',
        2: 'Phone number',
        3: 'An IBAN confirmed before',
      },
      bank_levels_hint:
        'Matches by name and amount or by a keyword are only suggested, never posted by themselves: you accept them on the bank movements page.',
      books_closed_hint:
        'Incomes, expenses, collections and transfers dated on or before this day can no longer be added, changed or deleted. Leave it empty to keep every period open. Only the account owner may move it back or clear it.',
      online: {
        title: 'Online payment',
        explain:
          'Residents pay their dues by card from their personal page. The money goes straight to the association’s own account with the provider (your own IBAN); the program never holds it.',
        provider: 'Provider',
        providers: { paytr: 'PayTR', iyzico: 'iyzico', test: 'Test bank (no real money, for trying)' },
        merchant_id: 'Merchant no. (merchant_id)',
        merchant_key: 'Merchant key (merchant_key)',
        merchant_salt: 'Merchant salt (merchant_salt)',
        api_key: 'API key',
        secret_key: 'Secret key',
        saved: 'Saved. Leave it empty to keep it, or write a new one to replace it.',
        required: 'Write the %{name} the provider gave you.',
        commission_payer: 'Who bears the card commission',
        payers: { association: 'The association', resident: 'The resident (added to the amount)' },
        resident_pays_warning:
          'Passing the card fee on to the resident may be unlawful; residents see it before they pay.',
        commission_rate: 'Commission rate (%)',
        rate_invalid: 'Write the rate as a percent between 0 and 20, e.g. 1,99.',
        cash_account: 'Cash account the collections go into (virtual POS)',
        cash_account_required: 'Choose the cash account the card payments go into.',
        save: 'Save online payment',
      },
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
        send_payment_message: 'Tahsilat yapılınca mesaj gönder',
        payment_message_template: 'Tahsilat mesajı',
        mail_receipts: 'Tahsilat makbuzunu e-posta ile gönder',
        mail_statements: 'Aylık hesap ekstresini e-posta ile gönder',
        books_closed_through: 'Defterleri kapat (bu tarih dahil)',
        bank_auto_levels: 'Banka hareketleri şununla eşleşince kendiliğinden işlensin',
      },
      reminders_moved:
        'Borç hatırlatmaları Hatırlatmalar sayfasında kurallarla ayarlanır: ne zaman, kime, e-postayla mı SMS ile mi gönderileceği orada.',
      reminders_link: 'Hatırlatmalar sayfasına git',
      mail_receipts_hint:
        'Her tahsilattan sonra makbuz, ödeyenin çalışan bir e-posta adresi varsa PDF olarak bu adrese gönderilir.',
      mail_statements_hint:
        'Her ayın 1’inde saat 09:00’da, çalışan bir e-posta adresi olan ve borcu ya da geçen ay borç veya ödeme hareketi bulunan sakinlere hesap ekstresi PDF olarak gönderilir. Kimseye iki kez gitmez; yerine SMS gönderilmez.',
      bank: 'Banka hareketleri',
      bank_levels: {
        0: 'Elle kaydedilmiş hareket (aynı tutar, 3 gün içinde)',
        1: 'Ödeme kodu',
        2: 'Telefon numarası',
        3: 'Daha önce onaylanan IBAN',
      },
      bank_levels_hint:
        'Ad ve tutarla ya da anahtar kelimeyle bulunan eşleşmeler yalnızca önerilir, kendiliğinden işlenmez: onları banka hareketleri sayfasında siz onaylarsınız.',
      books_closed_hint:
        'Bu tarihte ve öncesindeki gelir, gider, tahsilat ve virman kayıtları artık eklenemez, değiştirilemez, silinemez. Boş bırakılırsa bütün dönemler açık kalır. Tarihi geri almak veya silmek yalnızca hesap sahibinin yetkisindedir.',
      online: {
        title: 'Online ödeme',
        explain:
          'Sakinler aidatlarını kişisel sayfalarından kartla öder. Para doğrudan sitenin sağlayıcıdaki kendi hesabına (kendi IBAN’ınıza) geçer; program paraya hiç dokunmaz.',
        provider: 'Sağlayıcı',
        providers: { paytr: 'PayTR', iyzico: 'iyzico', test: 'Test bankası (gerçek para yok, denemek için)' },
        merchant_id: 'Mağaza no (merchant_id)',
        merchant_key: 'Mağaza parolası (merchant_key)',
        merchant_salt: 'Mağaza gizli anahtarı (merchant_salt)',
        api_key: 'API anahtarı',
        secret_key: 'Gizli anahtar',
        saved: 'Kayıtlı. Korumak için boş bırakınız, değiştirmek için yenisini yazınız.',
        required: 'Sağlayıcının verdiği %{name} bilgisini yazınız.',
        commission_payer: 'Kart komisyonunu kim öder',
        payers: { association: 'Site yönetimi', resident: 'Sakin (tutara eklenir)' },
        resident_pays_warning:
          'Kart komisyonunun sakine yansıtılması hukuka aykırı olabilir; sakin bunu ödemeden önce görür.',
        commission_rate: 'Komisyon oranı (%)',
        rate_invalid: 'Oranı 0 ile 20 arasında yüzde olarak yazınız, ör. 1,99.',
        cash_account: 'Tahsilatların gireceği kasa (sanal POS)',
        cash_account_required: 'Kart ödemelerinin gireceği kasayı seçiniz.',
        save: 'Online ödemeyi kaydet',
      },
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
