import type { Catalogue } from '../../i18n/catalogue';

/** The guests resource's texts: its labels (`resources.guests.*`) and `app.guests.*`. */
export const en = {
  resources: {
    guests: {
      name: 'Guest |||| Guests',
      forcedCaseName: 'visit |||| visits',
      fields: {
        apartment_id: 'Apartment',
        apartment: 'Apartment',
        name: 'Visitor',
        phone: 'Phone',
        plate: 'Plate',
        arrived_at: 'Arrived',
        left_at: 'Left',
        note: 'Note',
      },
    },
  },
  app: {
    guests: {
      start_date: 'From',
      end_date: 'To',
      time_hint: 'DD.MM.YYYY HH:mm',
      invalid_time: 'Write a day and time (DD.MM.YYYY HH:mm).',
      left_before_arrival: 'The departure cannot be before the arrival.',
      still_inside: 'Still here',
      left_now: 'Left',
      left_now_label: 'Left now: %{name}',
    },
  },
};

export const tr = {
  resources: {
    guests: {
      name: 'Ziyaretçi |||| Ziyaretçiler',
      forcedCaseName: 'ziyaret',
      fields: {
        apartment_id: 'Daire',
        apartment: 'Daire',
        name: 'Ziyaretçi',
        phone: 'Telefon',
        plate: 'Plaka',
        arrived_at: 'Geliş',
        left_at: 'Çıkış',
        note: 'Not',
      },
    },
  },
  app: {
    guests: {
      start_date: 'Başlangıç',
      end_date: 'Bitiş',
      time_hint: 'GG.AA.YYYY SS:DD',
      invalid_time: 'Gün ve saat yazınız (GG.AA.YYYY SS:DD).',
      left_before_arrival: 'Çıkış zamanı geliş zamanından önce olamaz.',
      still_inside: 'İçeride',
      left_now: 'Çıkış yaptı',
      left_now_label: 'Çıkış yaptı: %{name}',
    },
  },
} satisfies Catalogue<typeof en>;
