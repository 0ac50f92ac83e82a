import type { Catalogue } from '../../i18n/catalogue';

/** The sms-reports resource's texts: its labels (`resources.sms-reports.*`) and `app.sms_reports.*`. */
export const en = {
  resources: {
    'sms-reports': {
      name: 'SMS report |||| SMS reports',
      forcedCaseName: 'SMS report |||| SMS reports',
      fields: {
        time: 'Time',
        name: 'Recipient',
        phone: 'Phone',
        text: 'Message',
        parts: 'SMS',
        status: 'Status',
        error: 'Reason',
        audience: 'Kind of send',
      },
    },
  },
  app: {
    sms_reports: {
      title: 'SMS reports',
      messages_tab: 'Messages',
      campaigns_tab: 'Sends',
      not_allowed: 'You are not allowed to view the SMS reports.',
      start_date: 'From',
      end_date: 'To',
    },
  },
};

export const tr = {
  resources: {
    'sms-reports': {
      name: 'SMS raporu |||| SMS raporları',
      forcedCaseName: 'SMS raporu',
      fields: {
        time: 'Zaman',
        name: 'Alıcı',
        phone: 'Telefon',
        text: 'Mesaj',
        parts: 'SMS',
        status: 'Durum',
        error: 'Neden',
        audience: 'Gönderim türü',
      },
    },
  },
  app: {
    sms_reports: {
      title: 'SMS raporları',
      messages_tab: 'Mesajlar',
      campaigns_tab: 'Gönderimler',
      not_allowed: 'SMS raporlarını görme yetkiniz yok.',
      start_date: 'Başlangıç',
      end_date: 'Bitiş',
    },
  },
} satisfies Catalogue<typeof en>;
