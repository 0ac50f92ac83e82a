/** The e-mail channel's answers (docs/mail.md): one message row, as the reports and the sends show it. */
import { Type } from 'typebox';
import type { MailMessage } from '../../repositories/mail/mailMessages';
import { Nullable } from '../shared/http';

export const MailRowSchema = Type.Object({
  id: Type.Integer(),
  resident_id: Nullable(Type.Integer()),
  to: Type.String(),
  subject: Type.String(),
  /** receipt, statement, announcement, poll, ticket, reminder, other (common/mail.ts). */
  kind: Type.String(),
  /** queued, sent, failed, bounced. */
  status: Type.String(),
  /** The provider's answer in its own words ("250 OK", "550 user unknown"). */
  answer: Nullable(Type.String()),
  /** ISO timestamps */
  created_at: Type.String(),
  sent_at: Nullable(Type.String()),
});

export const mailRowJson = (m: MailMessage) => ({
  id: m.id,
  resident_id: m.residentId,
  to: m.toAddress,
  subject: m.subject,
  kind: m.kind,
  status: m.status,
  answer: m.providerAnswer,
  created_at: m.createdAt.toISOString(),
  sent_at: m.sentAt?.toISOString() ?? null,
});
