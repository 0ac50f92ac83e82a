import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';

/** One association (site / apartman yönetimi). A branch is an account with a parent account. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial().primaryKey(),
    assocName: text().notNull(),
    parentAccountId: integer().references((): AnyPgColumn => accounts.id),
    licenceEnd: date({ mode: 'string' }).notNull(),
    apartmentLimit: integer().notNull().default(50),
    /** Never below zero: a send takes its parts in one guarded update (server/repositories/smsCredits.ts). */
    smsCredits: integer().notNull().default(0),
    logo: bytea(),
    logoMime: text(),
    /** Random, unguessable: the logo is served at /api/logo/file/{logoKey} so an <img> can show it. */
    logoKey: text(),
    /** The number of the next flat's payment code, raised with UPDATE … RETURNING (row lock until commit). */
    nextPaymentNumber: integer().notNull().default(1001),
    /** Branches are closed, never erased: their records stay for the audit trail. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.parentAccountId), check('accounts_sms_credits_check', sql`${t.smsCredits} >= 0`)],
);

/** Main users own an account; sub-users act inside their main user's account with their levels. */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    role: text({ enum: ['main', 'sub'] }).notNull(),
    mainUserId: integer(),
    name: text().notNull(),
    surname: text().notNull(),
    email: text(),
    phone: text().notNull(),
    nationalId: text(),
    passwordHash: text().notNull(),
    /** The 18 levels of a sub-user; null for main users (who have every right). */
    permissions: jsonb().$type<Record<string, number>>(),
    passwordChangedAt: timestamp({ withTimezone: true }),
    /** Raised to end every session of the user at once (password change, "sign out everywhere"). */
    tokenVersion: integer().notNull().default(0),
    /** Shown to the platform operator in the accounts list. */
    lastLoginAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.phone), index().on(t.accountId)],
);

/** One-time codes (register, password, delete confirmations): hashed, 3 minutes, at most 5 tries. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial().primaryKey(),
    purpose: text().notNull(),
    phone: text().notNull(),
    accountId: integer(),
    /** The record the code confirms an action on (building id, branch id …). */
    targetId: integer(),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** Set when a register code was checked, so /register can require a verified phone. */
    verifiedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.phone, t.purpose)],
);

/**
 * Request counters of the rate limits (login, code requests), shared by every server instance: one row per route
 * and address, or per sign-in door and phone (server/services/session/signInLimits.ts), its window starting at the first
 * request (server/repositories/shared/rateLimits.ts).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
  hits: integer().notNull(),
});

/**
 * The first answer of a money write sent with an `Idempotency-Key` header, kept 24 hours so a retry gets it back
 * instead of writing again (server/plugins/idempotency.ts). Written in the same transaction as the write.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** sha256 of the route, its parameters and the validated body: the same key with another request is refused. */
    requestHash: text().notNull(),
    statusCode: smallint().notNull(),
    responseBody: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] }), index().on(t.createdAt)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer().notNull(),
    tokenHash: text().notNull().unique(),
    /** One sign-in: a rotated token passes it on, and a spent token used again revokes the whole family. */
    familyId: uuid().notNull().defaultRandom(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId), index().on(t.familyId)],
);

export const settings = pgTable('settings', {
  accountId: integer()
    .primaryKey()
    .references(() => accounts.id),
  autoPaymentAdvancePayments: boolean().notNull().default(false),
  birthDay: boolean().notNull().default(false),
  birthDayMessageTemplate: text(),
  reminDebt: boolean().notNull().default(false),
  remindDebtWithSinceDay: integer().notNull().default(0),
  sendPaymentMessage: boolean().notNull().default(false),
  paymentMessageTemplate: text(),
  /** Books closed up to and including this day: no money record dated on or before it may change. */
  booksClosedThrough: date({ mode: 'string' }),
  /** The match levels whose bank lines post at import by themselves: 1..3 only (docs/bank.md, "Matching"). */
  bankAutoLevels: integer().array().notNull().default(sql`'{1}'`),
  /** E-mail the receipt (PDF attached) to a payer with a usable address after each collection (docs/mail.md). */
  mailReceipts: boolean().notNull().default(false),
  /** E-mail each resident their statement PDF on the 1st of the month (docs/mail.md, "Monthly statements"). */
  mailStatements: boolean().notNull().default(false),
});

export const tutorials = pgTable('tutorials', {
  /** The user's own account (not a branch it acts in): the key Citus places the row by. */
  accountId: integer()
    .notNull()
    .references(() => accounts.id),
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  step: integer().notNull().default(0),
  isCompleted: boolean().notNull().default(false),
  isFirst: boolean().notNull().default(true),
  completedAt: timestamp({ withTimezone: true }),
});

/** Every mutation: who, which table, which record, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    /** Required: the platform's own changes go to platform_audit_log (docs/scaling.md, item 9). */
    accountId: integer().notNull(),
    userId: integer(),
    operatorId: integer(),
    tableName: text().notNull(),
    action: text({ enum: ['insert', 'update', 'delete'] }).notNull(),
    recordId: text(),
    before: jsonb(),
    after: jsonb(),
    at: createdAt(),
  },
  // The system logs read an account's newest rows, of one table or of all.
  (t) => [index().on(t.accountId, t.tableName, t.at), index().on(t.accountId, t.at)],
);

/**
 * The owner's exports (docs/scaling.md, "The owner's export"): one row per request, built by the 'account-export'
 * job into DATA_DIR/exports/<account id>/<id>.zip and removed with its file after 7 days. At most one is waiting
 * or running per account (the partial unique index), so a second click answers the first.
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    /** The user who asked (a main user may ask from a branch it acts in). */
    requestedBy: integer(),
    status: text({ enum: ['queued', 'running', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    /** The archive's size in bytes, once ready. */
    size: bigint({ mode: 'number' }),
    createdAt: createdAt(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('account_exports_account_id_id_unique').on(t.accountId, t.id),
    uniqueIndex('account_exports_one_at_a_time')
      .on(t.accountId)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('account_exports_status', sql`${t.status} in ('queued', 'running', 'ready', 'failed')`),
  ],
);
