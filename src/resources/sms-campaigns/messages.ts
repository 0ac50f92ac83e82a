import type { Catalogue } from '../../i18n/catalogue';

/** The sms-campaigns resource's texts: its labels (`resources.sms-campaigns.*`) and `app.sms_campaigns.*`. */
export const en = {
  resources: {
    'sms-campaigns': {
      name: 'SMS send |||| SMS sends',
      forcedCaseName: 'SMS send |||| SMS sends',
      fields: {
        time: 'Time',
        audience: 'Recipients',
        message: 'Message',
        status: 'Status',
        recipients: 'People',
        parts: 'Credits',
        results: 'Result',
      },
    },
  },
  app: {
    sms_campaigns: {
      status: {
        scheduled: 'Scheduled',
        queued: 'Sending',
        reporting: 'Awaiting reports',
        done: 'Done',
        cancelled: 'Cancelled',
      },
      results: '%{delivered} delivered · %{failed} failed · %{pending} waiting',
      cancel: 'Cancel',
      cancel_title: 'Cancel the send of %{time}?',
      cancel_content:
        'None of its %{recipients} messages is sent and its %{parts} credits go back to your account.',
    },
  },
};

export const tr = {
  resources: {
    'sms-campaigns': {
      name: 'SMS gönderimi |||| SMS gönderimleri',
      forcedCaseName: 'SMS gönderimi',
      fields: {
        time: 'Zaman',
        audience: 'Alıcılar',
        message: 'Mesaj',
        status: 'Durum',
        recipients: 'Kişi',
        parts: 'Kredi',
        results: 'Sonuç',
      },
    },
  },
  app: {
    sms_campaigns: {
      status: {
        scheduled: 'İleri tarihli',
        queued: 'Gönderiliyor',
        reporting: 'Rapor bekleniyor',
        done: 'Tamamlandı',
        cancelled: 'İptal edildi',
      },
      results: '%{delivered} iletildi · %{failed} iletilemedi · %{pending} bekliyor',
      cancel: 'İptal et',
      cancel_title: '%{time} gönderimi iptal edilsin mi?',
      cancel_content: '%{recipients} mesajın hiçbiri gönderilmez ve %{parts} kredi hesabınıza geri yüklenir.',
    },
  },
} satisfies Catalogue<typeof en>;
