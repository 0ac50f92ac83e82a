import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
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

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/*
 * Ready for Citus by account_id (docs/scaling.md): a key between two of an account's tables is
 * (account_id, x_id) → parent (account_id, id), backed by the parent's unique (account_id, id), so a row can never
 * point at another account's row; every other unique key includes account_id. Keys to accounts, users,
 * operators and packages stay on id alone (tests/api/tenantSchema.test.ts says why).
 */
/** A key between two of an account's tables, as the comment above says. */
const tenantKey = (
  name: string,
  accountId: AnyPgColumn,
  column: AnyPgColumn,
  parent: { accountId: AnyPgColumn; id: AnyPgColumn },
) => foreignKey({ name, columns: [accountId, column], foreignColumns: [parent.accountId, parent.id] });

/** One association (site / apartman yönetimi). A branch is an account with a parent account. */
/**
 * A kept total (kuruş) stays within MAX_TOTAL_KURUS of common/money.ts either way: exact as a JSON number and far
 * from bigint's end. The API answers a write that would pass it with a Turkish 400 (server/plugins/errors.ts knows
 * these checks by their `_total_limit` names).
 */
const withinTotalLimit = (...columns: (AnyPgColumn | SQL)[]) =>
  sql.join(
    columns.map((column) => sql`(${column} BETWEEN -999999999999999 AND 999999999999999)`),
    sql` AND `,
  );

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

/** The company running the service (the spec's admin login). */
export const operators = pgTable('operators', {
  id: serial().primaryKey(),
  name: text().notNull(),
  phone: text().notNull().unique(),
  passwordHash: text().notNull(),
  createdAt: createdAt(),
  /** A disabled operator signs in no more, and their sessions end (the published demo operator: services/operators.ts). */
  disabledAt: timestamp({ withTimezone: true }),
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

/**
 * Request counters of the rate limits (login, code requests), shared by every server instance: one row per route
 * and address, or per sign-in door and phone (server/services/signInLimits.ts), its window starting at the first
 * request (server/repositories/rateLimits.ts).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
  hits: integer().notNull(),
});

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
  // The system logs read an account's newest rows, of one table or of all.
  (t) => [index().on(t.accountId, t.tableName, t.at), index().on(t.accountId, t.at)],
);

/**
 * Every SMS the product sends, with its parts and status: queued (waiting for the queue), sending, sent (the
 * gateway took it), delivered, failed (with the gateway's code and a Turkish reason), or cancelled (a later send
 * called off). One-time codes have no campaign; every other message belongs to one.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial().primaryKey(),
    accountId: integer(),
    campaignId: integer(),
    residentId: integer(),
    nonMemberId: integer(),
    /** The recipient's name as it was when the message was written. */
    recipientName: text(),
    toPhone: text().notNull(),
    text: text().notNull(),
    parts: integer().notNull(),
    kind: text().notNull(),
    /** An automatic message's occasion (a birthday's year, a debt, a collection): sent at most once. */
    occasion: text(),
    status: text().notNull().default('sent'),
    provider: text().notNull(),
    /** How many times the gateway was tried (transient errors are tried again with backoff). */
    attempts: integer().notNull().default(0),
    /** The gateway's id of the send (Netgsm's jobid), for its delivery report. */
    providerJobId: text(),
    /** A refused or undelivered message: the gateway's code and what it means, in Turkish. */
    errorCode: text(),
    error: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** When the delivery report said delivered or failed. */
    reportedAt: timestamp({ withTimezone: true }),
    /** When the parts of a failed or cancelled message went back to the account's credits. */
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('sms_messages_campaign_id_fk', t.accountId, t.campaignId, smsCampaigns),
    index().on(t.accountId, t.createdAt),
    index().on(t.providerJobId),
    index().on(t.campaignId, t.status),
    uniqueIndex('sms_messages_occasion_unique').on(t.accountId, t.kind, t.occasion),
  ],
);

/** An SMS template: a message with merge fields ({ad}, {borc} …) the compose page starts from. */
export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    /** 1 general, 2 debt reminder, 3 birthday, 4 payment receipt, 5 announcement (common/smsFields.ts). */
    type: smallint().notNull().default(1),
    message: text().notNull(),
    /** A commercial message (İYS): sent only to residents who consented. */
    commercial: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('sms_templates_account_id_id_unique').on(t.accountId, t.id),
    uniqueIndex('sms_templates_account_name_unique').on(t.accountId, sql`lower(${t.name})`),
  ],
);

/**
 * A recurring send (SPEC.md: SMS job): every month on `day` at hour:minute (Istanbul) to the listed residents,
 * until `last_date`. job_type 0 is monthly, the only kind the client sends.
 */
export const smsJobs = pgTable(
  'sms_jobs',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    jobType: smallint().notNull().default(0),
    day: smallint().notNull(),
    hour: smallint().notNull(),
    minute: smallint().notNull(),
    lastDate: date({ mode: 'string' }).notNull(),
    message: text().notNull(),
    templateId: integer(),
    residentIds: integer().array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('sms_jobs_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('sms_jobs_template_id_fk', t.accountId, t.templateId, smsTemplates).onDelete('set null'),
    index().on(t.accountId),
    check('sms_jobs_day_check', sql`${t.day} between 1 and 31`),
    check('sms_jobs_hour_check', sql`${t.hour} between 0 and 23`),
    check('sms_jobs_minute_check', sql`${t.minute} between 0 and 59`),
  ],
);

/**
 * One send to many (a campaign): what was written, to which audience, when it leaves. Credits for every part are
 * taken when it is accepted; a recurring job's month is one campaign (unique job + occurrence: sent once however
 * many server instances run the scheduler).
 */
export const smsCampaigns = pgTable(
  'sms_campaigns',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    /** Who sent it; null for automatic and recurring sends. */
    userId: integer(),
    /** residents, buildings, groups, debtors, non_members, recurring, birthday, debt_reminder, payment. */
    audience: text().notNull(),
    message: text().notNull(),
    templateId: integer(),
    commercial: boolean().notNull().default(false),
    /** scheduled (a later send), queued, done, cancelled, or refused (a recurring month that could not go). */
    status: text().notNull(),
    /** Why a recurring month was refused (too few credits, nobody to reach), in Turkish. */
    note: text(),
    scheduledAt: timestamp({ withTimezone: true }).notNull(),
    recipients: integer().notNull(),
    parts: integer().notNull(),
    smsJobId: integer(),
    /** YYYY-MM: the month of a recurring job this campaign is. */
    occurrence: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('sms_campaigns_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('sms_campaigns_template_id_fk', t.accountId, t.templateId, smsTemplates).onDelete('set null'),
    tenantKey('sms_campaigns_sms_job_id_fk', t.accountId, t.smsJobId, smsJobs).onDelete('set null'),
    index().on(t.accountId, t.createdAt),
    index().on(t.status, t.scheduledAt),
    uniqueIndex('sms_campaigns_job_occurrence_unique').on(t.accountId, t.smsJobId, t.occurrence),
  ],
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
  (t) => [
    unique('buildings_account_id_id_unique').on(t.accountId, t.id),
    uniqueIndex('buildings_account_name_unique').on(t.accountId, sql`lower(${t.name})`),
  ],
);

/** Borç / gelir-gider türü: type 1 income (debts, collections, incomes), 2 expense. */
export const accountingTypes = pgTable(
  'accounting_types',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    type: smallint().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('accounting_types_account_id_id_unique').on(t.accountId, t.id),
    index().on(t.accountId),
    uniqueIndex('accounting_types_account_type_name_unique').on(t.accountId, t.type, sql`lower(${t.name})`),
    check('accounting_types_type_check', sql`${t.type} in (1, 2)`),
  ],
);

/** Borç grubu (type 1: apartments linked through apartment_debt_groups) or aidat grubu (type 2: apartments.group_id). */
export const groups = pgTable(
  'groups',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    type: smallint().notNull(),
    /** Kuruş. */
    amount: bigint({ mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('groups_account_id_id_unique').on(t.accountId, t.id),
    index().on(t.accountId),
    uniqueIndex('groups_account_type_name_unique').on(t.accountId, t.type, sql`lower(${t.name})`),
    check('groups_type_check', sql`${t.type} in (1, 2)`),
    check('groups_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** Independent units (daire), unique by identifier within their building. */
export const apartments = pgTable(
  'apartments',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    buildingId: integer().notNull(),
    /** The apartment's dues group (aidat grubu, a type 2 group). */
    groupId: integer(),
    identifier: text().notNull(),
    /** m², up to two decimals. */
    area: numeric({ precision: 12, scale: 2 }),
    /** Arsa payı (land share), kept as given (e.g. 24 of 1000). */
    land: numeric({ precision: 14, scale: 4 }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('apartments_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('apartments_building_id_fk', t.accountId, t.buildingId, buildings),
    tenantKey('apartments_group_id_fk', t.accountId, t.groupId, groups),
    uniqueIndex('apartments_building_identifier_unique').on(t.accountId, t.buildingId, t.identifier),
    index().on(t.accountId),
    index().on(t.groupId),
    check('apartments_area_check', sql`${t.area} >= 0`),
    check('apartments_land_check', sql`${t.land} >= 0`),
  ],
);

/** Sakin: a person linked to apartments as owner, tenant or stock holder. */
export const residents = pgTable(
  'residents',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    surname: text().notNull(),
    /** 5XXXXXXXXX, or null when the manager does not know it. */
    phone: text(),
    gender: text({ enum: ['male', 'female'] }),
    birthDay: date({ mode: 'string' }),
    /** The building a resident belongs to before (or without) a flat of their own (SPEC.md section 3). */
    buildingId: integer(),
    /** "Does not want SMS": left out of every send but one-time codes. */
    smsOptOut: boolean().notNull().default(false),
    /** İYS consent to commercial messages (a template marked commercial reaches only these). */
    commercialConsent: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('residents_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('residents_building_id_fk', t.accountId, t.buildingId, buildings).onDelete('set null'),
    index().on(t.accountId, t.phone),
    index().on(t.accountId, t.buildingId),
    index('residents_name_trgm').using('gin', sql`tr_fold(${t.name} || ' ' || ${t.surname}) gin_trgm_ops`),
  ],
);

/**
 * A resident's Σ (amount − paid) over the live debts they are responsible for, kuruş: one row per resident, made
 * with the resident and kept by the trigger on debts in the same statement as every change (migrations 0013,
 * 0022), so lists sort and filter by it without summing; the invariant tests hold it equal to the debts. A narrow
 * table of its own: saving 5,000 debts updates 5,000 of these small rows, not 5,000 residents with their name
 * and search indexes.
 */
export const residentBalances = pgTable(
  'resident_balances',
  {
    accountId: integer().notNull(),
    residentId: integer().notNull(),
    openDebt: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.residentId] }),
    tenantKey('resident_balances_resident_id_fk', t.accountId, t.residentId, residents).onDelete('cascade'),
    index().on(t.accountId, t.openDebt),
    check('resident_balances_total_limit', withinTotalLimit(t.openDebt)),
  ],
);

/**
 * Who lives in or owns an apartment, and since when: type 1 owner, 2 tenant, 3 stock holder (hissedar, with a
 * percent share). Leaving sets move_out; the row stays as history. One active row per apartment, person and role.
 */
export const apartmentResidents = pgTable(
  'apartment_residents',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    apartmentId: integer().notNull(),
    residentId: integer().notNull(),
    type: smallint().notNull(),
    /** Stock holders' share, two decimals; null for owners and tenants. */
    percent: numeric({ precision: 5, scale: 2 }),
    moveIn: date({ mode: 'string' }).notNull(),
    moveOut: date({ mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('apartment_residents_apartment_id_fk', t.accountId, t.apartmentId, apartments),
    tenantKey('apartment_residents_resident_id_fk', t.accountId, t.residentId, residents),
    index().on(t.accountId),
    index().on(t.apartmentId),
    index().on(t.residentId),
    uniqueIndex('apartment_residents_active_unique')
      .on(t.accountId, t.apartmentId, t.residentId, t.type)
      .where(sql`move_out is null`),
    check('apartment_residents_type_check', sql`${t.type} in (1, 2, 3)`),
    check('apartment_residents_percent_check', sql`${t.percent} >= 0 and ${t.percent} <= 100`),
  ],
);

/** Yakın: a resident's relative; lives_in marks the people counted in the apartment. */
export const residentParents = pgTable(
  'resident_parents',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    residentId: integer().notNull(),
    name: text().notNull(),
    surname: text().notNull(),
    /** T.C. Kimlik No, 11 digits (checked). */
    nationalId: text(),
    phone: text(),
    relation: text(),
    livesIn: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('resident_parents_resident_id_fk', t.accountId, t.residentId, residents),
    index().on(t.accountId),
    index().on(t.residentId),
  ],
);

/** Üye olmayan: a contact who is not a resident (SMS recipients). */
export const nonMembers = pgTable(
  'non_members',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    phone: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('non_members_account_id_id_unique').on(t.accountId, t.id), index().on(t.accountId)],
);

/** The debt groups (type 1) an apartment belongs to. */
export const apartmentDebtGroups = pgTable(
  'apartment_debt_groups',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    apartmentId: integer().notNull(),
    groupId: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('apartment_debt_groups_apartment_id_fk', t.accountId, t.apartmentId, apartments),
    tenantKey('apartment_debt_groups_group_id_fk', t.accountId, t.groupId, groups),
    primaryKey({ columns: [t.apartmentId, t.groupId] }),
    index().on(t.accountId),
    index().on(t.groupId),
  ],
);

/** Muafiyet: bulk debt entries of this (income) type skip the apartment. */
export const debtExemptions = pgTable(
  'debt_exemptions',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    apartmentId: integer().notNull(),
    accountingTypeId: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('debt_exemptions_apartment_id_fk', t.accountId, t.apartmentId, apartments),
    tenantKey('debt_exemptions_accounting_type_id_fk', t.accountId, t.accountingTypeId, accountingTypes),
    index().on(t.accountId),
    index().on(t.accountingTypeId),
    uniqueIndex('debt_exemptions_apartment_type_unique').on(t.accountId, t.apartmentId, t.accountingTypeId),
  ],
);

/** Excel imports already applied: the browser's hash of the file is the idempotency key. */
export const imports = pgTable(
  'imports',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    userId: integer().references(() => users.id),
    kind: text({ enum: ['apartments', 'residents', 'debts'] }).notNull(),
    fileKey: text().notNull(),
    rowCount: integer().notNull(),
    created: integer().notNull(),
    skipped: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('imports_account_kind_file_unique').on(t.accountId, t.kind, t.fileKey)],
);

// ── Money (DESIGN.md section 5). Every amount is integer kuruş (bigint), never a float. ──────────────────────────

/** Kasa / banka hesabı. Its balance is always opening_balance + Σ of its live cash_movements. */
export const cashAccounts = pgTable(
  'cash_accounts',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    phone: text(),
    address: text(),
    /** Kuruş, may be 0. */
    openingBalance: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /** Alt hesap: the account this one is grouped under ("Banka" → one per bank account); one level deep. */
    parentId: integer(),
    /** Σ of its live cash_movements, kuruş, kept by a trigger on cash_movements (migration 0013). */
    movementsTotal: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    /** How many live cash_movements it has, kept by the same trigger (migration 0017): the transfers list's count. */
    movementsCount: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('cash_accounts_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('cash_accounts_parent_id_fk', t.accountId, t.parentId, t),
    index().on(t.accountId),
    index().on(t.parentId),
    uniqueIndex('cash_accounts_account_name_unique').on(t.accountId, sql`lower(${t.name})`),
    check('cash_accounts_opening_check', sql`${t.openingBalance} >= 0`),
    check(
      'cash_accounts_total_limit',
      withinTotalLimit(t.movementsTotal, sql`${t.openingBalance} + ${t.movementsTotal}`),
    ),
  ],
);

/** One batch of debts entered together (toplu borç): the rule and its inputs explain every amount. */
export const debtBatches = pgTable(
  'debt_batches',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    userId: integer().references(() => users.id),
    /** server/domain/distribution.ts DistributionRule */
    rule: text().notNull(),
    /** What the rule was applied to: building ids, the total, each apartment's weight or people … */
    ruleInput: jsonb().notNull(),
    accountingTypeId: integer().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    description: text().notNull(),
    isInterest: boolean().notNull().default(false),
    /** Σ of the debts created (kuruş). */
    total: bigint({ mode: 'bigint' }).notNull(),
    debtCount: integer().notNull(),
    responsible: text({ enum: ['owner', 'tenant'] }).notNull(),
    source: text({ enum: ['entry', 'import', 'dues_job'] }).notNull(),
    duesJobId: integer(),
    /** YYYY-MM, for dues job runs. */
    period: text(),
    /** Its live debts' count and sums, kept by a trigger on debts (migration 0013) for the batches list. */
    liveCount: integer().notNull().default(0),
    liveAmount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    livePaid: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('debt_batches_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('debt_batches_accounting_type_id_fk', t.accountId, t.accountingTypeId, accountingTypes),
    tenantKey('debt_batches_dues_job_id_fk', t.accountId, t.duesJobId, debtJobs),
    index().on(t.accountId, t.createdAt),
    index().on(t.accountingTypeId),
    index().on(t.duesJobId),
    check('debt_batches_total_limit', withinTotalLimit(t.total, t.liveAmount, t.livePaid)),
  ],
);

/**
 * Borç. `paid` always equals the sum of the debt's live payments (kept under a row lock), so remaining =
 * amount − paid is never below 0. Deleting sets deleted_at: the history stays.
 */
export const debts = pgTable(
  'debts',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    apartmentId: integer().notNull(),
    /** Who owes it: the owner, or the tenant when the entry said so. */
    residentId: integer().notNull(),
    responsible: text({ enum: ['owner', 'tenant'] }).notNull(),
    accountingTypeId: integer().notNull(),
    batchId: integer(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    paid: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    dueDate: date({ mode: 'string' }).notNull(),
    description: text().notNull(),
    isInterest: boolean().notNull().default(false),
    /** Monthly late-payment rate (%) overriding the account's setting; null = the setting. */
    interestRate: numeric({ precision: 6, scale: 2 }),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('debts_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('debts_apartment_id_fk', t.accountId, t.apartmentId, apartments),
    tenantKey('debts_resident_id_fk', t.accountId, t.residentId, residents),
    tenantKey('debts_accounting_type_id_fk', t.accountId, t.accountingTypeId, accountingTypes),
    tenantKey('debts_batch_id_fk', t.accountId, t.batchId, debtBatches),
    index().on(t.accountId, t.dueDate),
    // The debts list's default order (newest due first) and the compensation report's rows, without sorting.
    index('debts_live_due').on(t.accountId, t.dueDate, t.id).where(sql`${t.deletedAt} is null`),
    // The compensation report's order and sums: `debts_late_interest_sums` in migration 0019 (INCLUDE columns,
    // which drizzle cannot declare).
    index().on(t.apartmentId),
    index().on(t.residentId),
    index().on(t.batchId),
    index().on(t.accountingTypeId),
    check('debts_amount_check', sql`${t.amount} > 0`),
    check('debts_paid_check', sql`${t.paid} >= 0 and ${t.paid} <= ${t.amount}`),
  ],
);

/** Makbuz: one per collection, numbered per account without gaps (receipt_counters). */
export const receipts = pgTable(
  'receipts',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    number: integer().notNull(),
    residentId: integer(),
    cashAccountId: integer().notNull(),
    /** Kuruş collected. */
    total: bigint({ mode: 'bigint' }).notNull(),
    /** The payer's remaining debt right after the collection. */
    remainingAfter: bigint({ mode: 'bigint' }).notNull(),
    date: date({ mode: 'string' }).notNull(),
    description: text(),
    /** Set when the collection was undone (DELETE /user/transfer/{id}); the number is never reused. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('receipts_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('receipts_resident_id_fk', t.accountId, t.residentId, residents),
    tenantKey('receipts_cash_account_id_fk', t.accountId, t.cashAccountId, cashAccounts),
    uniqueIndex('receipts_account_number_unique').on(t.accountId, t.number),
    // A payer's receipts: `receipts_payer` (account, resident) INCLUDE (id, number) in migration 0021, so the receipt
    // search counts them from the index alone; drizzle cannot declare INCLUDE.
    index().on(t.cashAccountId),
  ],
);

/** The last receipt number of each account, raised with UPDATE … RETURNING (row lock until commit). */
export const receiptCounters = pgTable('receipt_counters', {
  accountId: integer()
    .primaryKey()
    .references(() => accounts.id),
  lastNumber: integer().notNull().default(0),
  /** How many receipts the account has (cancelled ones too, as the list shows them), kept by a trigger (0017). */
  receiptCount: integer().notNull().default(0),
});

/**
 * The ledger: every kuruş into or out of a cash account, signed (in > 0). An account's balance is its opening
 * balance + Σ its live movements, and every report sums these rows. Kinds: collection (a receipt's money),
 * advance_deposit, advance_withdraw, payment_removed (a deleted debt's collection taken back out), income, expense,
 * transfer_out and transfer_in (the two halves of a virman). Amount, date and text live here only; the detail
 * tables (incomes, expenses, transfers) hold what else describes them. Undoing a movement sets deleted_at.
 */
export const cashMovements = pgTable(
  'cash_movements',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    cashAccountId: integer().notNull(),
    kind: text({
      enum: [
        'collection',
        'advance_deposit',
        'advance_withdraw',
        'payment_removed',
        'income',
        'expense',
        'transfer_out',
        'transfer_in',
        'staff_payment',
      ],
    }).notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    residentId: integer(),
    receiptId: integer(),
    /** payment_removed: the payment taken back. */
    paymentId: integer(),
    /** advance_deposit / advance_withdraw: the matching advance movement. */
    advanceMovementId: integer(),
    /** income: its details (type, payer). */
    incomeId: integer(),
    /** expense: its details (type, supplier, invoice). */
    expenseId: integer(),
    /** transfer_out / transfer_in: the virman both halves belong to. */
    transferId: integer(),
    /** staff_payment: the wage, advance, bonus or other payment to a staff member. */
    staffPaymentId: integer(),
    date: date({ mode: 'string' }).notNull(),
    description: text(),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('cash_movements_cash_account_id_fk', t.accountId, t.cashAccountId, cashAccounts),
    tenantKey('cash_movements_resident_id_fk', t.accountId, t.residentId, residents),
    tenantKey('cash_movements_receipt_id_fk', t.accountId, t.receiptId, receipts),
    tenantKey('cash_movements_payment_id_fk', t.accountId, t.paymentId, payments),
    tenantKey('cash_movements_advance_movement_id_fk', t.accountId, t.advanceMovementId, advanceMovements),
    tenantKey('cash_movements_income_id_fk', t.accountId, t.incomeId, incomes),
    tenantKey('cash_movements_expense_id_fk', t.accountId, t.expenseId, expenses),
    tenantKey('cash_movements_transfer_id_fk', t.accountId, t.transferId, transfers),
    tenantKey('cash_movements_staff_payment_id_fk', t.accountId, t.staffPaymentId, staffPayments),
    index().on(t.accountId, t.date),
    index().on(t.cashAccountId),
    index().on(t.residentId),
    index().on(t.receiptId),
    index().on(t.paymentId),
    index().on(t.advanceMovementId),
    uniqueIndex().on(t.accountId, t.incomeId),
    uniqueIndex().on(t.accountId, t.expenseId),
    index().on(t.transferId),
    uniqueIndex().on(t.accountId, t.staffPaymentId),
    index().on(t.cashAccountId, t.date, t.id),
    // The transfers list: live movements, newest first.
    index('cash_movements_live_date').on(t.accountId, t.date, t.id).where(sql`${t.deletedAt} is null`),
    check('cash_movements_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * Tahsilat: part of a debt paid, from a collection (money into a cash account) or from the payer's advance.
 * deleted_at is set when its debt is deleted: the money then went back to the advance or out of the account.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    debtId: integer().notNull(),
    residentId: integer().notNull(),
    /** null when paid from the advance. */
    cashAccountId: integer(),
    accountingTypeId: integer().notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    date: date({ mode: 'string' }).notNull(),
    description: text(),
    source: text({ enum: ['collection', 'advance'] }).notNull(),
    receiptId: integer(),
    /** How a deleted payment was settled: to the payer's advance, or removed from its cash account. */
    settledAs: text({ enum: ['advance', 'removed', 'undone'] }),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payments_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('payments_debt_id_fk', t.accountId, t.debtId, debts),
    tenantKey('payments_resident_id_fk', t.accountId, t.residentId, residents),
    tenantKey('payments_cash_account_id_fk', t.accountId, t.cashAccountId, cashAccounts),
    tenantKey('payments_accounting_type_id_fk', t.accountId, t.accountingTypeId, accountingTypes),
    tenantKey('payments_receipt_id_fk', t.accountId, t.receiptId, receipts),
    index().on(t.accountId, t.date),
    index().on(t.debtId),
    index().on(t.residentId),
    index().on(t.cashAccountId),
    index().on(t.receiptId),
    index().on(t.accountingTypeId),
    check('payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Avans: a resident's credit, signed (credit grows when > 0); the balance is Σ live movements and never below 0.
 * Kinds: deposit, surplus (the rest of a collection), debt_payment (paid a debt), withdraw, from_deleted_debt.
 */
export const advanceMovements = pgTable(
  'advance_movements',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    residentId: integer().notNull(),
    kind: text({
      enum: ['deposit', 'surplus', 'debt_payment', 'withdraw', 'from_deleted_debt'],
    }).notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    cashAccountId: integer(),
    paymentId: integer(),
    receiptId: integer(),
    date: date({ mode: 'string' }).notNull(),
    description: text(),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('advance_movements_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('advance_movements_resident_id_fk', t.accountId, t.residentId, residents),
    tenantKey('advance_movements_cash_account_id_fk', t.accountId, t.cashAccountId, cashAccounts),
    tenantKey('advance_movements_payment_id_fk', t.accountId, t.paymentId, payments),
    tenantKey('advance_movements_receipt_id_fk', t.accountId, t.receiptId, receipts),
    index().on(t.accountId, t.date),
    index().on(t.residentId),
    index().on(t.paymentId),
    index().on(t.receiptId),
    index().on(t.cashAccountId),
    check('advance_movements_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** Gecikme tazminatı settings: monthly rate (%), daily or whole-month mode, from a start date. */
export const interestSettings = pgTable('interest_settings', {
  accountId: integer()
    .primaryKey()
    .references(() => accounts.id),
  monthlyRate: numeric({ precision: 6, scale: 2 }).notNull().default('5'),
  mode: text({ enum: ['daily', 'monthly'] })
    .notNull()
    .default('daily'),
  startDate: date({ mode: 'string' }),
});

/** Aidat görevi: each month on day_of_month, the dues group's amount for each of its apartments. */
export const debtJobs = pgTable(
  'debt_jobs',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    groupId: integer().notNull(),
    accountingTypeId: integer().notNull(),
    dayOfMonth: smallint().notNull(),
    isInterest: boolean().notNull().default(false),
    interestRate: numeric({ precision: 6, scale: 2 }),
    responsible: text({ enum: ['owner', 'tenant'] })
      .notNull()
      .default('owner'),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('debt_jobs_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('debt_jobs_group_id_fk', t.accountId, t.groupId, groups),
    tenantKey('debt_jobs_accounting_type_id_fk', t.accountId, t.accountingTypeId, accountingTypes),
    index().on(t.accountId),
    index().on(t.groupId),
    index().on(t.accountingTypeId),
    check('debt_jobs_day_check', sql`${t.dayOfMonth} between 1 and 28`),
  ],
);

/** One row per job and month: inserted in the run's transaction, so a month is billed exactly once. */
export const debtJobRuns = pgTable(
  'debt_job_runs',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    jobId: integer().notNull(),
    /** YYYY-MM */
    period: text().notNull(),
    batchId: integer(),
    debtCount: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('debt_job_runs_job_id_fk', t.accountId, t.jobId, debtJobs),
    tenantKey('debt_job_runs_batch_id_fk', t.accountId, t.batchId, debtBatches),
    uniqueIndex('debt_job_runs_job_period_unique').on(t.accountId, t.jobId, t.period),
    index().on(t.accountId),
    index().on(t.batchId),
  ],
);

/** Cari hesap: a supplier, contractor or utility the association buys from. */
export const currentAccounts = pgTable(
  'current_accounts',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    phone: text(),
    taxNumber: text(),
    address: text(),
    description: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('current_accounts_account_id_id_unique').on(t.accountId, t.id),
    index().on(t.accountId),
    uniqueIndex('current_accounts_account_name_unique').on(t.accountId, sql`lower(${t.name})`),
  ],
);

/**
 * Cari kayıt: an invoice received from a current account (what the association owes it). What was paid to it is an
 * expense linked to the current account; the balance owed is Σ live records − Σ live linked expenses.
 */
export const currentRecords = pgTable(
  'current_records',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    currentAccountId: integer().notNull(),
    /** Kuruş owed. */
    amount: bigint({ mode: 'bigint' }).notNull(),
    date: date({ mode: 'string' }).notNull(),
    documentNo: text(),
    description: text(),
    /**
     * The expense that recorded this invoice with its payment (an expense with a supplier and an invoice date):
     * changed and undone with that expense, not on its own.
     */
    expenseId: integer(),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('current_records_current_account_id_fk', t.accountId, t.currentAccountId, currentAccounts),
    tenantKey('current_records_expense_id_fk', t.accountId, t.expenseId, expenses),
    uniqueIndex('current_records_expense_id_unique').on(t.expenseId),
    index().on(t.accountId, t.currentAccountId),
    check('current_records_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Gelir: money in that is not a collection of a debt. Amount, date, account and text are on its ledger row. */
export const incomes = pgTable(
  'incomes',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    accountingTypeId: integer().notNull(),
    /** The payer: a resident, a non-member, or a free text (at most one of the three). */
    residentId: integer(),
    nonMemberId: integer(),
    payerName: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('incomes_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('incomes_accounting_type_id_fk', t.accountId, t.accountingTypeId, accountingTypes),
    tenantKey('incomes_resident_id_fk', t.accountId, t.residentId, residents),
    tenantKey('incomes_non_member_id_fk', t.accountId, t.nonMemberId, nonMembers),
    index().on(t.accountId),
    index().on(t.accountingTypeId),
  ],
);

/** Gider: money out. Amount, date, account and text are on its ledger row. */
export const expenses = pgTable(
  'expenses',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    accountingTypeId: integer().notNull(),
    /** The invoice's own date (fatura tarihi). */
    billDate: date({ mode: 'string' }),
    /** The supplier paid, when it has a current account. */
    currentAccountId: integer(),
    /** The attached invoice: its file under the account's folder and the name it was sent with. */
    invoiceFile: text(),
    invoiceName: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('expenses_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('expenses_accounting_type_id_fk', t.accountId, t.accountingTypeId, accountingTypes),
    tenantKey('expenses_current_account_id_fk', t.accountId, t.currentAccountId, currentAccounts),
    index().on(t.accountId),
    index().on(t.accountingTypeId),
    index().on(t.currentAccountId),
  ],
);

/** Virman: one amount out of one cash account and into another; its two halves are ledger rows. */
export const transfers = pgTable(
  'transfers',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [unique('transfers_account_id_id_unique').on(t.accountId, t.id), index().on(t.accountId)],
);

/** İşletme projesi: the yearly amount planned for an expense type. */
export const budgets = pgTable(
  'budgets',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    year: integer().notNull(),
    accountingTypeId: integer().notNull(),
    /** Kuruş for the whole year. */
    amount: bigint({ mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('budgets_accounting_type_id_fk', t.accountId, t.accountingTypeId, accountingTypes),
    uniqueIndex('budgets_account_year_type_unique').on(t.accountId, t.year, t.accountingTypeId),
    check('budgets_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** To-do (yapılacaklar): the manager's own list by day; done is set for several items at once. */
export const todos = pgTable(
  'todos',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    subject: text().notNull(),
    content: text().notNull().default(''),
    date: date({ mode: 'string' }).notNull(),
    done: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.accountId, t.date)],
);

/** A visit (ziyaret) to a flat: who came, when, and when they left. */
export const guests = pgTable(
  'guests',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    apartmentId: integer().notNull(),
    name: text().notNull(),
    phone: text(),
    /** Vehicle plate, as written (34 ABC 123). */
    plate: text(),
    arrivedAt: timestamp({ withTimezone: true }).notNull(),
    leftAt: timestamp({ withTimezone: true }),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('guests_apartment_id_fk', t.accountId, t.apartmentId, apartments),
    index().on(t.accountId, t.arrivedAt),
    index().on(t.apartmentId),
  ],
);

/**
 * A document of the association (decision book pages, contracts, budgets): its file lives under
 * DATA_DIR/accounts/<account>/documents/ with a name the server makes; `file_name` is the name it is shown with.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    description: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    /** The name shown and downloaded with (SPEC.md section 5: parentheses and the first space removed). */
    fileName: text().notNull(),
    /** The stored file's name inside the account's documents folder (server-made, never from the client). */
    storedName: text().notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.accountId, t.date),
    uniqueIndex('documents_account_file_name_unique').on(t.accountId, t.fileName),
  ],
);

/** Duyuru: shown to residents while passive = 1 (SPEC.md section 4: 1 shows, 0 hides), with an optional file. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    userId: integer(),
    title: text().notNull(),
    content: text().notNull(),
    passive: smallint().notNull().default(1),
    fileName: text(),
    storedName: text(),
    mime: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.accountId, t.createdAt),
    check('announcements_passive_check', sql`${t.passive} in (0, 1)`),
  ],
);

/** Anket: a question with options, open until its end date; votes counted by head or by land share (arsa payı). */
export const surveys = pgTable(
  'surveys',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    title: text().notNull(),
    question: text().notNull(),
    /** The last day votes are taken (Istanbul). */
    endDate: date({ mode: 'string' }).notNull(),
    /** head: one vote per resident; land: each vote weighs the land shares of the voter's flats (KMK). */
    weighting: text({ enum: ['head', 'land'] })
      .notNull()
      .default('head'),
    createdAt: createdAt(),
  },
  (t) => [unique('surveys_account_id_id_unique').on(t.accountId, t.id), index().on(t.accountId, t.createdAt)],
);

export const surveyOptions = pgTable(
  'survey_options',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    surveyId: integer().notNull(),
    text: text().notNull(),
    position: smallint().notNull(),
  },
  (t) => [
    unique('survey_options_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('survey_options_survey_id_fk', t.accountId, t.surveyId, surveys).onDelete('cascade'),
    index().on(t.surveyId),
  ],
);

/** One vote per resident per poll: a later vote replaces the earlier one until the end date. */
export const surveyVotes = pgTable(
  'survey_votes',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    surveyId: integer().notNull(),
    residentId: integer().notNull(),
    optionId: integer().notNull(),
    votedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('survey_votes_survey_id_fk', t.accountId, t.surveyId, surveys).onDelete('cascade'),
    tenantKey('survey_votes_resident_id_fk', t.accountId, t.residentId, residents),
    tenantKey('survey_votes_option_id_fk', t.accountId, t.optionId, surveyOptions).onDelete('cascade'),
    primaryKey({ columns: [t.surveyId, t.residentId] }),
    index().on(t.accountId),
  ],
);

/**
 * Who a poll was sent to: one row per resident reached by a poll SMS (the latest send's campaign), so the
 * results can say who of those asked did not vote.
 */
export const surveySends = pgTable(
  'survey_sends',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    surveyId: integer().notNull(),
    residentId: integer().notNull(),
    campaignId: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('survey_sends_survey_id_fk', t.accountId, t.surveyId, surveys).onDelete('cascade'),
    tenantKey('survey_sends_resident_id_fk', t.accountId, t.residentId, residents).onDelete('cascade'),
    tenantKey('survey_sends_campaign_id_fk', t.accountId, t.campaignId, smsCampaigns),
    primaryKey({ columns: [t.surveyId, t.residentId] }),
    index().on(t.accountId),
  ],
);

/**
 * The buildings a poll was sent to. With survey_sends (the residents its SMS reached) they are the poll's audience:
 * the residents with a current flat in one of these buildings, or reached by its SMS and still with a current
 * flat. Only they may vote and only their votes count; a poll never sent asks every resident with a current flat.
 */
export const surveyBuildings = pgTable(
  'survey_buildings',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    surveyId: integer().notNull(),
    buildingId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.surveyId, t.buildingId] }),
    tenantKey('survey_buildings_survey_id_fk', t.accountId, t.surveyId, surveys).onDelete('cascade'),
    tenantKey('survey_buildings_building_id_fk', t.accountId, t.buildingId, buildings).onDelete('cascade'),
  ],
);

/** Talep / arıza: a resident's request or fault report, with its thread. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    residentId: integer(),
    apartmentId: integer(),
    subject: text().notNull(),
    category: text({ enum: ['fault', 'complaint', 'suggestion', 'other'] }).notNull(),
    status: text({ enum: ['open', 'in_progress', 'resolved', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('tickets_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('tickets_resident_id_fk', t.accountId, t.residentId, residents),
    tenantKey('tickets_apartment_id_fk', t.accountId, t.apartmentId, apartments),
    index().on(t.accountId, t.status, t.updatedAt),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    ticketId: integer().notNull(),
    /** Who wrote it: a user of the back office, or the resident (from the resident page). */
    userId: integer(),
    fromResident: boolean().notNull().default(false),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('ticket_messages_ticket_id_fk', t.accountId, t.ticketId, tickets).onDelete('cascade'),
    index().on(t.ticketId, t.createdAt),
  ],
);

/** The conversation between the management and one resident (SMS out, resident page both ways). */
export const residentMessages = pgTable(
  'resident_messages',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    residentId: integer().notNull(),
    userId: integer(),
    fromResident: boolean().notNull().default(false),
    body: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('resident_messages_resident_id_fk', t.accountId, t.residentId, residents),
    index().on(t.accountId, t.residentId, t.createdAt),
  ],
);

/** The bell: what happened that a manager should see, read or unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    /** ticket, ticket_reply, resident_message, survey_ending, sms_failed, dues_run, licence_ending */
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    /** Where a click leads in the app (a path), if anywhere. */
    link: text(),
    /** Written once per occasion (a dues run, a licence's last 15 days). */
    occasion: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.accountId, t.createdAt),
    uniqueIndex('notifications_occasion_unique').on(t.accountId, t.kind, t.occasion),
    unique('notifications_account_id_id_unique').on(t.accountId, t.id),
  ],
);

/**
 * Who has read which notification (issue 28): the read state is per user, so what one user of an account reads
 * stays unread for the others. A main user acting in a branch reads the branch's notifications as itself, so
 * user_id may be a user of the parent account (a key to users stays on id alone: tests/api/tenantSchema.test.ts).
 */
export const notificationReads = pgTable(
  'notification_reads',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    notificationId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId, t.notificationId] }),
    tenantKey('notification_reads_notification_id_fk', t.accountId, t.notificationId, notifications).onDelete(
      'cascade',
    ),
  ],
);

/**
 * A resident's personal link to the resident page: a long random token, kept only as its SHA-256, scoped to one
 * resident, expiring, revocable; every use is counted and its last use kept (the uses themselves in audit_log).
 */
export const residentLinks = pgTable(
  'resident_links',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    residentId: integer().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    uses: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('resident_links_resident_id_fk', t.accountId, t.residentId, residents),
    // The resident page finds a link by its token alone (token_hash leads); 192 random bits make it unique by
    // construction, and with account_id in the key Citus can enforce it on each worker (the lookup fans out).
    uniqueIndex('resident_links_token_account_unique').on(t.tokenHash, t.accountId),
    index().on(t.accountId, t.residentId),
  ],
);

/** Personel: a doorman, cleaner, gardener … of the association, with the buildings they work in. */
export const staff = pgTable(
  'staff',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    phone: text(),
    /** The buildings they work in (ids of the same account, checked by the service). */
    buildingIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    startDate: date({ mode: 'string' }).notNull(),
    /** Kept as text as sent (SPEC.md section 5); the national id is still checked as a TCKN. */
    nationalId: text(),
    insuranceNo: text(),
    /** doorman, cleaner, gardener, security, technician, manager, other */
    role: text().notNull(),
    monthlyWage: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    iban: text(),
    /** Left the job: kept for the payments and leave already recorded. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('staff_account_id_id_unique').on(t.accountId, t.id), index().on(t.accountId)],
);

/** Personel izinleri: the account's leave types, whether paid and whether counted against the annual entitlement. */
export const leaveTypes = pgTable(
  'leave_types',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    paid: boolean().notNull().default(true),
    countsAgainstAnnual: boolean().notNull().default(false),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('leave_types_account_id_id_unique').on(t.accountId, t.id), index().on(t.accountId)],
);

/** A leave taken by a staff member: its working days exclude weekends and Turkish public holidays. */
export const vacations = pgTable(
  'vacations',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    staffId: integer().notNull(),
    leaveTypeId: integer().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    workingDays: integer().notNull(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('vacations_staff_id_fk', t.accountId, t.staffId, staff),
    tenantKey('vacations_leave_type_id_fk', t.accountId, t.leaveTypeId, leaveTypes),
    index().on(t.accountId, t.startDate),
    index().on(t.staffId),
    check('vacations_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** A payment to a staff member; its amount, date and cash account are on its ledger row (cash_movements). */
export const staffPayments = pgTable(
  'staff_payments',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    staffId: integer().notNull(),
    kind: text({ enum: ['wage', 'advance', 'bonus', 'other'] }).notNull(),
    accountingTypeId: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('staff_payments_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('staff_payments_staff_id_fk', t.accountId, t.staffId, staff),
    tenantKey('staff_payments_accounting_type_id_fk', t.accountId, t.accountingTypeId, accountingTypes),
    index().on(t.accountId),
    index().on(t.staffId),
  ],
);

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

/** Count and sums of an account's live debts, kept by a trigger on debts (migration 0013) for the unfiltered list. */
export const debtTotals = pgTable(
  'debt_totals',
  {
    accountId: integer()
      .primaryKey()
      .references(() => accounts.id),
    liveCount: bigint({ mode: 'number' }).notNull().default(0),
    amount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    paid: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [check('debt_totals_total_limit', withinTotalLimit(t.amount, t.paid))],
);
