import { Type } from 'typebox';
import type { SmsOutcome } from '../../services/shared/residentSms';
import { type App, Nullable } from './http';

/** The resident page's token in the path (the same as server/routes/residentPage/summary.ts's). */
export const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });

export const TicketCategory = Type.Union([
  Type.Literal('fault'),
  Type.Literal('complaint'),
  Type.Literal('suggestion'),
  Type.Literal('other'),
]);
export const TicketStatus = Type.Union([
  Type.Literal('open'),
  Type.Literal('in_progress'),
  Type.Literal('resolved'),
  Type.Literal('closed'),
]);

/** The answer of a reply that may also go by SMS: whether it did, and why not when it did not. */
export const SmsAnswer = Type.Object({
  description: Type.String(),
  data: Type.Object({ sms_sent: Nullable(Type.Boolean()), sms_description: Nullable(Type.String()) }),
});

export function smsAnswer(saved: string, sms: SmsOutcome) {
  return {
    description: sms?.description ?? saved,
    data: { sms_sent: sms?.sent ?? null, sms_description: sms?.description ?? null },
  };
}

/** What the SMS services need to send (the configured public address makes the {link} field's). */
export function smsDeps(app: App) {
  return {
    db: app.db,
    queue: app.smsQueue,
    provider: app.sms.name,
    origin: app.config.publicUrl,
  };
}
