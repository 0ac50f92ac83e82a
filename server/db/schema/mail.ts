import { sql } from 'drizzle-orm';
import { char, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantKey } from './columns';
import { residents } from './property';
import { accounts } from './session';

/**
 * One announcement's or poll's e-mails, queued by the request and sent by the 'mail-send' worker
 * (docs/mail.md, "The queue"): what every message of it says, so the worker builds each one without the request.
 */
export const mailBatches = pgTable(
  'mail_batches',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    /** announcement or poll (common/mail.ts). */
    kind: text().notNull(),
    /** Who queued it: the personal links it issues are theirs in the audit. */
    userId: integer(),
    /** The words of every message (server/services/mail/batches.ts, BatchPayload). */
    payload: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('mail_batches_account_id_id_unique').on(t.accountId, t.id)],
);

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
    /** queued, sending (a worker claimed it), sent, failed or bounced. */
    status: text().notNull().default('queued'),
    /** The batch that queued it (announcements, polls); null for a message sent at once. */
    batchId: integer(),
    /** Claims by a worker: a transient failure goes back to queued until MAIL_MAX_ATTEMPTS. */
    attempts: integer().notNull().default(0),
    /** When it was last claimed (status sending): a claim 30 minutes old was cut short (docs/reminders.md). */
    claimedAt: timestamp({ withTimezone: true }),
    provider: text().notNull(),
    /** The server's answer ("250 2.0.0 OK", "550 5.1.1 user unknown") or the local error. */
    providerAnswer: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('mail_messages_resident_id_fk', t.accountId, t.residentId, residents).onDelete('set null'),
    tenantKey('mail_messages_batch_id_fk', t.accountId, t.batchId, mailBatches),
    index().on(t.accountId, t.createdAt),
    index('mail_messages_batch_queued').on(t.batchId).where(sql`${t.status} = 'queued'`),
    index('mail_messages_sending').on(t.claimedAt).where(sql`${t.status} = 'sending'`),
  ],
);

/**
 * The monthly statement's once-only key (docs/mail.md, "Monthly statements"): a row per account, resident and
 * month, written before the message goes, so a restart, a second instance or a re-run sends nothing twice.
 */
export const mailStatementRuns = pgTable(
  'mail_statement_runs',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    residentId: integer().notNull(),
    /** YYYY-MM: the month whose first day sent it. */
    period: char({ length: 7 }).notNull(),
    /** The message written, null when building it failed before a row existed. */
    messageId: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('mail_statement_runs_once').on(t.accountId, t.residentId, t.period),
    tenantKey('mail_statement_runs_resident_id_fk', t.accountId, t.residentId, residents).onDelete('cascade'),
  ],
);
