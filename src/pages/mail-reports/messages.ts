import { MAIL_KINDS, MAIL_STATUSES } from '../../../common/mail';
import type { Catalogue } from '../../i18n/catalogue';

/** E-posta raporları's texts (`app.mail_reports.*`, `app.menu_pages.mail_reports`). */
export const en = {
  app: {
    mail_reports: {
      title: 'E-mail reports',
      not_allowed: 'You are not allowed to view the e-mail reports.',
      explain:
        'Every e-mail sent to residents, newest first. An address that bounced is marked on the resident, and their next messages go by SMS.',
      time: 'Date',
      to: 'Recipient',
      subject: 'Subject',
      kind: 'Kind',
      status: 'Status',
      answer: 'Provider answer',
      empty: 'No e-mail has been sent yet. Receipts, statements and reminders sent by e-mail appear here.',
      kinds: {
        receipt: 'Receipt',
        statement: 'Statement',
        announcement: 'Announcement',
        poll: 'Poll',
        ticket: 'Request answer',
        reminder: 'Debt reminder',
        other: 'Other',
      },
      statuses: {
        queued: 'Queued',
        sending: 'Sending',
        sent: 'Sent',
        failed: 'Not sent',
        bounced: 'Address invalid (bounced)',
      },
    },
    menu_pages: { mail_reports: 'E-mail reports' },
  },
};

export const tr = {
  app: {
    mail_reports: {
      title: 'E-posta raporları',
      not_allowed: 'E-posta raporlarını görme yetkiniz yok.',
      explain:
        'Sakinlere gönderilen bütün e-postalar, en yenisi başta. Geri dönen adres sakinin kaydında işaretlenir ve sonraki mesajları SMS ile gider.',
      time: 'Tarih',
      to: 'Alıcı',
      subject: 'Konu',
      kind: 'Tür',
      status: 'Durum',
      answer: 'Sağlayıcı yanıtı',
      empty:
        'Henüz e-posta gönderilmedi. E-postayla giden makbuz, ekstre ve hatırlatmalar burada listelenir.',
      // The server's words for the same kinds and states (common/mail.ts), so both say the same.
      kinds: MAIL_KINDS,
      statuses: MAIL_STATUSES,
    },
    menu_pages: { mail_reports: 'E-posta raporları' },
  },
} satisfies Catalogue<typeof en>;
