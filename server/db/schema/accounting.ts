import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantKey } from './columns';
import { accountingTypes } from './definitions';
import { nonMembers, residents } from './property';
import { accounts } from './session';

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
    /** TR IBAN, upper case without spaces: a bank line to or from it matches this supplier. */
    iban: text(),
    /** Banka eşleştirme kodu: a word the bank writes in this supplier's lines (a utility's subscriber no). */
    bankCode: text(),
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
    uniqueIndex('current_records_expense_id_unique').on(t.accountId, t.expenseId),
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
