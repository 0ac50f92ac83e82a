import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { accounts, users } from './session';

/** The company running the service (the admin login: docs/domain.md, "Roles and access areas"). */
export const operators = pgTable('operators', {
  id: serial().primaryKey(),
  name: text().notNull(),
  phone: text().notNull().unique(),
  passwordHash: text().notNull(),
  createdAt: createdAt(),
  /** A disabled operator signs in no more, and their sessions end (the published demo operator: services/platform/operators.ts). */
  disabledAt: timestamp({ withTimezone: true }),
});

/** What the platform sells: licence packages (apartments × months) and SMS credit packages, with prices. */
export const packages = pgTable('packages', {
  id: serial().primaryKey(),
  kind: text({ enum: ['licence', 'sms'] }).notNull(),
  name: text().notNull(),
  /** licence: the largest apartment count it covers, and its months. */
  apartmentCount: integer(),
  months: integer(),
  /** sms: the credits it adds. */
  smsCredits: integer(),
  /** kuruş, VAT included */
  price: bigint({ mode: 'bigint' }).notNull(),
  /** Retired packages are no longer offered; orders keep pointing at them. */
  retiredAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * An account's order, paid by bank transfer quoting `reference`; the operator confirms it (paid) or cancels it.
 * What was bought is copied from the package at the time of ordering, so a later price change does not move it.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    packageId: integer()
      .notNull()
      .references(() => packages.id),
    kind: text({ enum: ['licence', 'sms'] }).notNull(),
    apartmentCount: integer(),
    months: integer(),
    smsCredits: integer(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    status: text({ enum: ['awaiting_payment', 'paid', 'cancelled'] })
      .notNull()
      .default('awaiting_payment'),
    /** The payment reference to quote on the transfer. */
    reference: text().notNull(),
    /** Numbered when paid: the account's receipt for it. */
    receiptNo: integer(),
    paidAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    decidedByOperatorId: integer().references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.accountId, t.createdAt),
    index().on(t.status),
    uniqueIndex().on(t.accountId, t.reference),
  ],
);

/** A request from the help page to the platform operator, and the operator's answer. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subject: text().notNull(),
    body: text().notNull(),
    answer: text(),
    answeredAt: timestamp({ withTimezone: true }),
    answeredByOperatorId: integer().references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.accountId, t.createdAt), index().on(t.answeredAt)],
);

/**
 * The platform's own changes, in no account (the package catalogue): audit_log keeps account_id required so it can
 * be split by account (docs/scaling.md, item 9). Ids come from audit_log's sequence, so the operator's log lists
 * both tables with one id each. An operator's change inside an account stays in that account's audit_log.
 */
export const platformAuditLog = pgTable(
  'platform_audit_log',
  {
    id: integer().primaryKey().default(sql`nextval('audit_log_id_seq')`),
    /** Null only for a row written by the system before this table existed. */
    operatorId: integer(),
    tableName: text().notNull(),
    action: text({ enum: ['insert', 'update', 'delete'] }).notNull(),
    recordId: text(),
    before: jsonb(),
    after: jsonb(),
    at: createdAt(),
  },
  (t) => [index().on(t.at)],
);

/**
 * The SMS sent before there is an account (one-time codes of registration and of a forgotten password), kept apart
 * from sms_messages so that table's account_id stays required (docs/scaling.md, item 9). Same meaning of the
 * columns; ids come from sms_messages' sequence, so a gateway job id names one message in either table.
 */
export const platformSmsMessages = pgTable(
  'platform_sms_messages',
  {
    id: integer().primaryKey().default(sql`nextval('sms_messages_id_seq')`),
    toPhone: text().notNull(),
    text: text().notNull(),
    parts: integer().notNull(),
    kind: text().notNull(),
    status: text().notNull().default('sent'),
    provider: text().notNull(),
    attempts: integer().notNull().default(0),
    providerJobId: text(),
    errorCode: text(),
    error: text(),
    sentAt: timestamp({ withTimezone: true }),
    reportedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt), index().on(t.providerJobId)],
);
