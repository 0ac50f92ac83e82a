import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** One association (site / apartman yönetimi). A branch is an account with a parent account. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial().primaryKey(),
    assocName: text().notNull(),
    parentAccountId: integer().references((): AnyPgColumn => accounts.id),
    licenceEnd: date({ mode: 'string' }).notNull(),
    apartmentLimit: integer().notNull().default(50),
    smsCredits: integer().notNull().default(0),
    logo: bytea(),
    logoMime: text(),
    /** Random, unguessable: the logo is served at /api/logo/file/{logoKey} so an <img> can show it. */
    logoKey: text(),
    /** Branches are closed, never erased: their records stay for the audit trail. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.parentAccountId)],
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.phone), index().on(t.accountId)],
);

/** The company running the service (the spec's admin login). */
export const operators = pgTable('operators', {
  id: serial().primaryKey(),
  name: text().notNull(),
  phone: text().notNull().unique(),
  passwordHash: text().notNull(),
  createdAt: createdAt(),
});

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

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
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
});

export const tutorials = pgTable('tutorials', {
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
    accountId: integer(),
    userId: integer(),
    operatorId: integer(),
    tableName: text().notNull(),
    action: text({ enum: ['insert', 'update', 'delete'] }).notNull(),
    recordId: text(),
    before: jsonb(),
    after: jsonb(),
    at: createdAt(),
  },
  (t) => [index().on(t.accountId, t.tableName, t.at)],
);

/** Every SMS the product sends, with its parts and status (the outbox provider keeps them here). */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial().primaryKey(),
    accountId: integer(),
    toPhone: text().notNull(),
    text: text().notNull(),
    parts: integer().notNull(),
    kind: text().notNull(),
    status: text().notNull().default('sent'),
    provider: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.accountId, t.createdAt)],
);

export const buildings = pgTable(
  'buildings',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    apartmentLimit: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('buildings_account_name_unique').on(t.accountId, sql`lower(${t.name})`)],
);

/** Independent units (daire). Issue 3 fills in their screens; buildings need them for limits and deletes. */
export const apartments = pgTable(
  'apartments',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    buildingId: integer()
      .notNull()
      .references(() => buildings.id),
    identifier: text().notNull(),
    /** m², up to two decimals. */
    area: numeric({ precision: 12, scale: 2 }),
    /** Arsa payı (land share), kept as given (e.g. 24 of 1000). */
    land: numeric({ precision: 14, scale: 4 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('apartments_building_identifier_unique').on(t.buildingId, t.identifier),
    index().on(t.accountId),
  ],
);
