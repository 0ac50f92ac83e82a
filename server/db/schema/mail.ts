import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, tenantKey } from './columns';
import { residents } from './property';
import { accounts } from './session';

/**
 * Every e-mail the product sends, as sms_messages keeps every SMS (docs/mail.md): queued when written, then sent
 * (the server took it), failed (a transient or local error) or bounced (a permanent 5xx refusal), with the
 * provider's answer in its own words.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    residentId: integer(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    /** receipt, statement, announcement, poll, ticket, reminder or other (common/mail.ts). */
    kind: text().notNull(),
    /** queued, sent, failed or bounced. */
    status: text().notNull().default('queued'),
    provider: text().notNull(),
    /** The server's answer ("250 2.0.0 OK", "550 5.1.1 user unknown") or the local error. */
    providerAnswer: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('mail_messages_resident_id_fk', t.accountId, t.residentId, residents).onDelete('set null'),
    index().on(t.accountId, t.createdAt),
  ],
);
