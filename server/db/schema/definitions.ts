import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ColumnMapping } from '../../domain/bank/types';
import { createdAt, tenantKey, withinTotalLimit } from './columns';
import { accounts } from './session';

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
    /** kasa, bank account or virtual POS; statements go to bank accounts only (docs/bank.md). */
    type: text({ enum: ['cash', 'bank', 'pos'] })
      .notNull()
      .default('cash'),
    /** TR IBAN, upper case without spaces. */
    iban: text(),
    /** The columns of this bank's Excel/CSV statements, chosen once by the manager. */
    bankMapping: jsonb().$type<ColumnMapping>(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('cash_accounts_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('cash_accounts_parent_id_fk', t.accountId, t.parentId, t),
    index().on(t.accountId),
    index().on(t.parentId),
    uniqueIndex('cash_accounts_account_name_unique').on(t.accountId, sql`lower(${t.name})`),
    uniqueIndex('cash_accounts_account_iban_unique')
      .on(t.accountId, t.iban)
      .where(sql`${t.iban} is not null`),
    check('cash_accounts_opening_check', sql`${t.openingBalance} >= 0`),
    check(
      'cash_accounts_total_limit',
      withinTotalLimit(t.movementsTotal, sql`${t.openingBalance} + ${t.movementsTotal}`),
    ),
  ],
);
