import type { Catalogue } from '../../i18n/catalogue';

/** The conversations resource's texts: its labels (`resources.conversations.*`) and `app.conversations.*`. */
export const en = {
  resources: {
    conversations: {
      name: 'Conversation |||| Conversations',
      forcedCaseName: 'conversation |||| conversations',
      fields: {
        name: 'Resident',
        last_message: 'Last message',
        last_at: 'Time',
        unread: 'Unread',
      },
    },
  },
  app: {
    conversations: {
      thread: 'Messages',
      resident: 'Resident',
      write: 'Write to the resident',
      message_label: 'Your message',
      also_sms: 'Also send by SMS',
      send: 'Send',
      empty: 'No messages yet.',
      delete: 'Delete message',
      from_resident: 'Resident wrote',
    },
  },
};

export const tr = {
  resources: {
    conversations: {
      name: 'Sakin mesajı |||| Sakin mesajları',
      forcedCaseName: 'sakin mesajı |||| sakin mesajları',
      fields: {
        name: 'Sakin',
        last_message: 'Son mesaj',
        last_at: 'Zaman',
        unread: 'Okunmamış',
      },
    },
  },
  app: {
    conversations: {
      thread: 'Mesajlar',
      resident: 'Sakin',
      write: 'Sakine yaz',
      message_label: 'Mesajınız',
      also_sms: 'SMS olarak da gönder',
      send: 'Gönder',
      empty: 'Henüz mesaj yok.',
      delete: 'Mesajı sil',
      from_resident: 'Sakin yazdı',
    },
  },
} satisfies Catalogue<typeof en>;
