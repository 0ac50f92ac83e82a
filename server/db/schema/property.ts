import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, emailColumns, tenantKey, withinTotalLimit } from './columns';
import { accountingTypes, groups } from './definitions';
import { accounts, users } from './session';

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
    /** Ödeme kodu `1042-7` (server/domain/bank/paymentCode.ts), from accounts.next_payment_number; never changes. */
    paymentCode: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('apartments_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('apartments_building_id_fk', t.accountId, t.buildingId, buildings),
    tenantKey('apartments_group_id_fk', t.accountId, t.groupId, groups),
    uniqueIndex('apartments_building_identifier_unique').on(t.accountId, t.buildingId, t.identifier),
    uniqueIndex('apartments_account_payment_code_unique').on(t.accountId, t.paymentCode),
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
    /** The building a resident belongs to before (or without) a flat of their own (docs/domain.md, "Entities and states"). */
    buildingId: integer(),
    /** "Does not want SMS": left out of every send but one-time codes. */
    smsOptOut: boolean().notNull().default(false),
    /** İYS consent to commercial messages (a template marked commercial reaches only these). */
    commercialConsent: boolean().notNull().default(false),
    ...emailColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('residents_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('residents_building_id_fk', t.accountId, t.buildingId, buildings).onDelete('set null'),
    index().on(t.accountId, t.phone),
    index().on(t.accountId, t.buildingId),
    index('residents_name_trgm').using('gin', sql`tr_fold(${t.name} || ' ' || ${t.surname}) gin_trgm_ops`),
    check('residents_email_lower', sql`${t.email} = lower(${t.email})`),
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
    ...emailColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('non_members_account_id_id_unique').on(t.accountId, t.id),
    index().on(t.accountId),
    check('non_members_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
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
    /** First day of the first month it applies to; null: from always (docs/decisions.md, "Exemption periods"). */
    startsOn: date({ mode: 'string' }),
    /** Last day of the last month it applies to; null: open-ended. */
    endsOn: date({ mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'debt_exemptions_period_order',
      sql`${t.startsOn} is null or ${t.endsOn} is null or ${t.startsOn} <= ${t.endsOn}`,
    ),
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
