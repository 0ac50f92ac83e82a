import type { Catalogue } from '../../i18n/catalogue';

/** The tickets resource's texts: its labels (`resources.tickets.*`) and `app.tickets.*`. */
export const en = {
  resources: {
    tickets: {
      name: 'Ticket |||| Tickets',
      forcedCaseName: 'ticket |||| tickets',
      fields: {
        subject: 'Subject',
        category: 'Category',
        status: 'Status',
        resident_name: 'Resident',
        resident_id: 'Resident',
        apartment_id: 'Flat',
        flat: 'Flat',
        updated_at: 'Last activity',
        created_at: 'Opened',
        body: 'Message',
      },
    },
  },
  app: {
    tickets: {
      status: {
        open: 'Open',
        in_progress: 'In progress',
        resolved: 'Resolved',
        closed: 'Closed',
      },
      category: {
        fault: 'Fault',
        complaint: 'Complaint',
        suggestion: 'Suggestion',
        other: 'Other',
      },
      thread: 'Messages',
      resident: 'Resident',
      reply: 'Reply',
      reply_label: 'Your reply to the resident',
      also_sms: 'Also send by SMS',
      new_status: 'Status after the reply',
      send: 'Send reply',
      no_resident: 'No resident on this ticket: the reply cannot go by SMS.',
    },
  },
};

export const tr = {
  resources: {
    tickets: {
      name: 'Talep |||| Talepler',
      forcedCaseName: 'talep |||| talepler',
      fields: {
        subject: 'Konu',
        category: 'Kategori',
        status: 'Durum',
        resident_name: 'Sakin',
        resident_id: 'Sakin',
        apartment_id: 'Daire',
        flat: 'Daire',
        updated_at: 'Son hareket',
        created_at: 'Açılış',
        body: 'Mesaj',
      },
    },
  },
  app: {
    tickets: {
      status: {
        open: 'Açık',
        in_progress: 'İşlemde',
        resolved: 'Çözüldü',
        closed: 'Kapandı',
      },
      category: {
        fault: 'Arıza',
        complaint: 'Şikâyet',
        suggestion: 'Öneri',
        other: 'Diğer',
      },
      thread: 'Mesajlar',
      resident: 'Sakin',
      reply: 'Yanıt',
      reply_label: 'Sakine yanıtınız',
      also_sms: 'SMS olarak da gönder',
      new_status: 'Yanıttan sonraki durum',
      send: 'Yanıtı gönder',
      no_resident: 'Bu talebin sakini yok: yanıt SMS ile gönderilemez.',
    },
  },
} satisfies Catalogue<typeof en>;
