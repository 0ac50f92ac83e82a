import type { Catalogue } from '../../i18n/catalogue';

/** The licence page's texts (`app.licence.*`). */
export const en = {
  app: {
    licence: {
      title: 'Licence expired',
      support: 'Support line: %{phone}',
      valid_title: 'Your licence',
      valid_until: 'Valid until %{date}. Days left: %{smart_count}.',
      usage: 'Apartments: %{apartments} of %{limit}. SMS credits: %{sms}.',
      home: 'Go to the dashboard',
      unknown_title: 'Licence',
      sign_in_to_see: 'Sign in to see your licence.',
    },
  },
};

export const tr = {
  app: {
    licence: {
      title: 'Lisans süresi doldu',
      support: 'Destek hattı: %{phone}',
      valid_title: 'Lisansınız',
      valid_until: '%{date} tarihine kadar geçerli: %{smart_count} gün kaldı.',
      usage: 'Daireler: %{apartments} / %{limit}. SMS kredisi: %{sms}.',
      home: 'Ana sayfaya git',
      unknown_title: 'Lisans',
      sign_in_to_see: 'Lisansınızı görmek için giriş yapınız.',
    },
  },
} satisfies Catalogue<typeof en>;
