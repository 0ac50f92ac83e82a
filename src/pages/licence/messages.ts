import type { Catalogue } from '../../i18n/catalogue';

/** The licence page's texts (`app.licence.*`). */
export const en = {
  app: {
    licence: {
      title: 'Licence expired',
      support: 'Support line: %{phone}',
      valid_title: 'Your licence',
      page_title: 'Licence and packages',
      package: 'Package',
      trial: 'Trial',
      end: 'Valid until',
      days_left: 'Days left',
      days_left_value: '%{smart_count} day |||| %{smart_count} days',
      ended: 'Ended',
      apartments: 'Apartments',
      apartments_value: '%{used} of %{limit}',
      apartments_bar: 'Apartments used of the limit',
      sms_credits: 'SMS credits',
      home: 'Go to the dashboard',
      unknown_title: 'Licence',
      sign_in_to_see: 'Sign in to see your licence.',
      renew_intro:
        'The account owner can still order a package: sign in with your phone and password to choose one and see the transfer details.',
      renew_title: 'Renew your licence',
      sign_out: 'Back to sign in',
      licence_packages: 'Licence packages',
      sms_packages: 'SMS packages',
      licence_detail: '%{apartments} apartments · %{months} months',
      sms_detail: '%{credits} SMS credits',
      order: 'Order',
      order_named: 'Order %{name}',
      confirm_title: 'Order %{name}?',
      confirm_text:
        'The order waits for your bank transfer of %{amount}; the transfer details and the reference follow.',
      owner_only: 'Only the account owner can order packages.',
      ordered_title: 'Your order %{reference}',
      orders_title: 'Your orders',
    },
  },
};

export const tr = {
  app: {
    licence: {
      title: 'Lisans süresi doldu',
      support: 'Destek hattı: %{phone}',
      valid_title: 'Lisansınız',
      page_title: 'Lisans ve paketler',
      package: 'Paket',
      trial: 'Deneme sürümü',
      end: 'Bitiş tarihi',
      days_left: 'Kalan gün',
      days_left_value: '%{smart_count} gün |||| %{smart_count} gün',
      ended: 'Sona erdi',
      apartments: 'Daireler',
      apartments_value: '%{used} / %{limit}',
      apartments_bar: 'Kullanılan daire / daire limiti',
      sms_credits: 'SMS kredisi',
      home: 'Ana sayfaya git',
      unknown_title: 'Lisans',
      sign_in_to_see: 'Lisansınızı görmek için giriş yapınız.',
      renew_intro:
        'Hesap sahibi olarak paket sipariş edebilirsiniz: paket seçmek ve ödeme bilgilerini görmek için telefon numaranız ve şifrenizle devam ediniz.',
      renew_title: 'Lisansınızı yenileyin',
      sign_out: 'Giriş sayfasına dön',
      licence_packages: 'Lisans paketleri',
      sms_packages: 'SMS paketleri',
      licence_detail: '%{apartments} daire · %{months} ay',
      sms_detail: '%{credits} SMS kredisi',
      order: 'Sipariş ver',
      order_named: '%{name} sipariş ver',
      confirm_title: '%{name} sipariş edilsin mi?',
      confirm_text:
        'Sipariş, %{amount} tutarındaki havale/EFT ödemenizi bekler; ödeme bilgileri ve referans ardından gösterilir.',
      owner_only: 'Paketleri yalnızca hesap sahibi sipariş edebilir.',
      ordered_title: '%{reference} numaralı siparişiniz',
      orders_title: 'Siparişleriniz',
    },
  },
} satisfies Catalogue<typeof en>;
