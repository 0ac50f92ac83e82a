import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantKey } from './columns';
import { residents } from './property';
import { accounts } from './session';

/**
 * A reminder rule (docs/reminders.md): on the day `offset_days` from a debt's due date (negative before, 0 on the
 * day, positive after), at `send_hour` Istanbul, the residents the filters keep get the template, by the first
 * channel of `channels` they can be reached on. Deleting sets deleted_at, so history and effect stay.
 */
export const reminderRules = pgTable(
  'reminder_rules',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    offsetDays: integer().notNull(),
    /** Kuruş: the resident's open debt must be at least this. */
    minAmount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /** Empty: every type, group, building. */
    accountingTypeIds: integer().array().notNull().default(sql`'{}'`),
    groupIds: integer().array().notNull().default(sql`'{}'`),
    buildingIds: integer().array().notNull().default(sql`'{}'`),
    who: text({ enum: ['owners', 'tenants', 'both'] })
      .notNull()
      .default('both'),
    /** The resident's oldest open debt is at least this many days past its due date. */
    minOverdueDays: integer().notNull().default(0),
    /** Tried in this order: ['email', 'sms']. */
    channels: text().array().notNull(),
    sendHour: smallint().notNull(),
    template: text().notNull(),
    active: boolean().notNull().default(true),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('reminder_rules_account_id_id_unique').on(t.accountId, t.id),
    uniqueIndex('reminder_rules_account_name_unique')
      .on(t.accountId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    check('reminder_rules_send_hour_check', sql`${t.sendHour} between 6 and 21`),
    check('reminder_rules_offset_check', sql`${t.offsetDays} between -90 and 365`),
    check('reminder_rules_min_amount_check', sql`${t.minAmount} >= 0`),
    check('reminder_rules_channels_check', sql`cardinality(${t.channels}) > 0`),
  ],
);

/** One rule run for one day, by the daily job or the manager ("Şimdi çalıştır"), with what it did. */
export const reminderRuns = pgTable(
  'reminder_runs',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    ruleId: integer().notNull(),
    date: date({ mode: 'string' }).notNull(),
    manual: boolean().notNull().default(false),
    userId: integer(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    sent: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
  },
  (t) => [
    unique('reminder_runs_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('reminder_runs_rule_id_fk', t.accountId, t.ruleId, reminderRules),
    index().on(t.accountId, t.startedAt),
  ],
);

/**
 * One reminder per rule, resident and due date: the unique key is the once-only guarantee (a restart, two
 * instances, a manual run the same day all meet it). `open_amount` is what the debts due that day still owed
 * when the reminder left, for the effect figure.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    ruleId: integer().notNull(),
    runId: integer(),
    residentId: integer().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    /** queued (handed to its channel) or failed (refused: too few credits, too long, the e-mail refused), with the reason. */
    status: text({ enum: ['queued', 'failed'] }).notNull(),
    error: text(),
    openAmount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /** The SMS it went as (sms_messages has no account-scoped key to point at). */
    smsMessageId: integer(),
    /** The e-mail it went as (mail_messages has no account-scoped key to point at either). */
    mailMessageId: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminder_sends_once').on(t.accountId, t.ruleId, t.residentId, t.dueDate),
    tenantKey('reminder_sends_rule_id_fk', t.accountId, t.ruleId, reminderRules),
    tenantKey('reminder_sends_run_id_fk', t.accountId, t.runId, reminderRuns),
    tenantKey('reminder_sends_resident_id_fk', t.accountId, t.residentId, residents).onDelete('cascade'),
    index().on(t.accountId, t.ruleId),
    index().on(t.runId),
    // E-mail reminders claimed and not yet handed over: the stale claims' sweep reads only these.
    index('reminder_sends_mail_unsent')
      .on(t.createdAt)
      .where(sql`${t.channel} = 'email' and ${t.status} = 'queued' and ${t.mailMessageId} is null`),
  ],
);
