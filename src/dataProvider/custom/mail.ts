import type { ListWithTotals, PageArgs, Send, WriteResult } from '../send';

export type MailKind = 'receipt' | 'statement' | 'announcement' | 'poll' | 'ticket' | 'reminder' | 'other';
export type MailStatus = 'queued' | 'sent' | 'failed' | 'bounced';

/** One e-mail as GET /mail/reports lists it (docs/mail.md, "Reports"); instants are ISO. */
export interface MailRow {
  id: number;
  resident_id: number | null;
  to: string;
  subject: string;
  kind: MailKind;
  status: MailStatus;
  /** The provider's answer in its own words ("250 OK", "550 user unknown"). */
  answer: string | null;
  created_at: string;
  sent_at: string | null;
}

/** The e-mail channel's calls: the reports, and a resident's statement sent on demand. */
export const mailMethods = (send: Send) => ({
  mailReports: (params: PageArgs) =>
    send<ListWithTotals<MailRow, undefined>>({ method: 'GET', url: '/mail/reports', params }),
  /** Refused in Turkish without an address (400 on `email`) or when it bounced (409). */
  mailStatement: ({ id }: { id: number }) =>
    send<WriteResult<MailRow>>({ method: 'POST', url: `/resident/${id}/statement/mail` }),
});
