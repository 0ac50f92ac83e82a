import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { tenantKey, withinTotalLimit } from './columns';
import { cashAccounts } from './definitions';
import { accounts } from './session';

/*
 * Per-day totals kept beside the ledger rows they sum, for the year reports and the dashboard:
 * docs/benchmarks.md, "Reports under load (issue 28, part 5)". They read a few hundred of these rows instead of
 * every movement, payment and debt. Statement triggers of the migration that made them keep them in the same
 * statement as the rows (live rows only); tests/api/reports/keptTotals.test.ts holds them equal to the rows.
 */

/** Live cash movements per cash account, day and kind: how many, money in (Σ amount > 0), money out (−Σ amount < 0). */
export const cashDayTotals = pgTable(
  'cash_day_totals',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    cashAccountId: integer().notNull(),
    date: date({ mode: 'string' }).notNull(),
    kind: text().notNull(),
    n: bigint({ mode: 'number' }).notNull().default(0),
    moneyIn: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    moneyOut: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.date, t.cashAccountId, t.kind] }),
    tenantKey('cash_day_totals_cash_account_id_fk', t.accountId, t.cashAccountId, cashAccounts).onDelete(
      'cascade',
    ),
    check('cash_day_totals_total_limit', withinTotalLimit(t.moneyIn, t.moneyOut)),
  ],
);

/**
 * Live payments per day, with their debt's due date (the balance report counts what was paid by a day on debts due
 * by it): how many and how much. `cash_account_id` 0 = none (a payment from an advance), so the key has no null.
 */
export const paymentDayTotals = pgTable(
  'payment_day_totals',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    date: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    accountingTypeId: integer().notNull(),
    source: text().notNull(),
    cashAccountId: integer().notNull(),
    n: bigint({ mode: 'number' }).notNull().default(0),
    amount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.date, t.dueDate, t.accountingTypeId, t.source, t.cashAccountId] }),
    check('payment_day_totals_total_limit', withinTotalLimit(t.amount)),
  ],
);

/** Live debts per due date and type: how many, their amount and what is paid on them. */
export const debtDayTotals = pgTable(
  'debt_day_totals',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    dueDate: date({ mode: 'string' }).notNull(),
    accountingTypeId: integer().notNull(),
    n: bigint({ mode: 'number' }).notNull().default(0),
    amount: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    paid: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.dueDate, t.accountingTypeId] }),
    check('debt_day_totals_total_limit', withinTotalLimit(t.amount, t.paid)),
  ],
);

/**
 * Each flat and responsible resident's open debt (Σ amount − paid of their live debts): the dashboard's largest
 * debtors are read from these rows, less the few debts not yet due, instead of every open debt.
 */
export const flatOpenDebts = pgTable(
  'flat_open_debts',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    apartmentId: integer().notNull(),
    residentId: integer().notNull(),
    open: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.apartmentId, t.residentId] }),
    index().on(t.accountId, t.open),
    check('flat_open_debts_total_limit', withinTotalLimit(t.open)),
  ],
);

/**
 * The open live debts entered with is_interest, counted per (due date, own rate, remaining amount): all the
 * compensation formula reads of a debt (server/domain/interest.ts), so equal debts have equal compensation and the
 * report's totals are one rounded amount per group times its count (docs/decisions.md, "The interest report sums
 * groups of equal debts"). `interest_rate` null = the account's setting, hence the key treats nulls as equal.
 */
export const interestDebtGroups = pgTable(
  'interest_debt_groups',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    dueDate: date({ mode: 'string' }).notNull(),
    interestRate: numeric({ precision: 6, scale: 2 }),
    remaining: bigint({ mode: 'bigint' }).notNull(),
    n: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('interest_debt_groups_key')
      .on(t.accountId, t.dueDate, t.interestRate, t.remaining)
      .nullsNotDistinct(),
  ],
);
