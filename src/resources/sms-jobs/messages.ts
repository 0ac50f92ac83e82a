import type { Catalogue } from '../../i18n/catalogue';

/** The sms-jobs resource's texts: its labels (`resources.sms-jobs.*`) and `app.sms_jobs.*`. */
export const en = {
  resources: {
    'sms-jobs': {
      name: 'Recurring SMS |||| Recurring SMS',
      forcedCaseName: 'recurring SMS',
      fields: {
        name: 'Name',
        day: 'Day of the month',
        time: 'Time',
        hour: 'Hour',
        minute: 'Minute',
        last_date: 'Last date',
        recipients: 'Recipients',
        next_at: 'Next send',
        message: 'Message',
      },
    },
  },
  app: {
    sms_jobs: {
      explain:
        'Messages sent every month on the same day and time until the last date. A new one is made on the SMS sending page by choosing “every month”.',
      ended: 'Ended',
      day_hint: 'Between 1 and 31; in a shorter month, its last day',
    },
  },
};

export const tr = {
  resources: {
    'sms-jobs': {
      name: 'Tekrarlı SMS |||| Tekrarlı SMS’ler',
      forcedCaseName: 'tekrarlı SMS',
      fields: {
        name: 'Ad',
        day: 'Ayın günü',
        time: 'Saat',
        hour: 'Saat',
        minute: 'Dakika',
        last_date: 'Son tarih',
        recipients: 'Alıcı sayısı',
        next_at: 'Sonraki gönderim',
        message: 'Mesaj',
      },
    },
  },
  app: {
    sms_jobs: {
      explain:
        'Son tarihe kadar her ay aynı gün ve saatte gönderilen mesajlar. Yenisi SMS gönderim sayfasında “her ay” seçilerek oluşturulur.',
      ended: 'Sona erdi',
      day_hint: '1 ile 31 arası; kısa aylarda ayın son günü',
    },
  },
} satisfies Catalogue<typeof en>;
