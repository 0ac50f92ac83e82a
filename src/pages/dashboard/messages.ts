import type { Catalogue } from '../../i18n/catalogue';

/** The dashboard page's texts (`app.dashboard.*`). */
export const en = {
  app: {
    dashboard: {
      title: 'Dashboard',
      buildings: 'Buildings',
      apartments: 'Apartments',
      sub_users: 'Sub-users',
      sms_credits: 'SMS credits',
      licence_days_left: 'Licence days left',
      licence_ending: 'Your licence ends soon. Renew it so your work is not interrupted.',
      welcome: 'Welcome, %{name}',
      no_counts:
        'You may not see the account’s summary counts. Use the menu on the left to open the sections you have access to.',
    },
  },
};

export const tr = {
  app: {
    dashboard: {
      title: 'Ana sayfa',
      buildings: 'Binalar',
      apartments: 'Daireler',
      sub_users: 'Alt kullanıcılar',
      sms_credits: 'SMS kredisi',
      licence_days_left: 'Lisans: kalan gün',
      licence_ending: 'Lisansınızın bitmesine az kaldı. İşleriniz aksamasın diye lisansınızı yenileyiniz.',
      welcome: 'Hoş geldiniz, %{name}',
      no_counts:
        'Hesabın özet sayılarını görme yetkiniz yok. Soldaki menüden yetkili olduğunuz bölümlere geçebilirsiniz.',
    },
  },
} satisfies Catalogue<typeof en>;
