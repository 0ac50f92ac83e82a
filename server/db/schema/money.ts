import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { expenses, incomes, transfers } from './accounting';
import { createdAt, tenantKey, withinTotalLimit } from './columns';
import { accountingTypes, cashAccounts, groups } from './definitions';
import { apartments, residents } from './property';
import { accounts, users } from './session';
import { staffPayments } from './staff';

// ── Money (docs/domain.md, "API conventions"). Every amount is integer kuruş (bigint), never a float. ──────────────────────────

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
    // A resident's oldest open debt in one probe (reminders: docs/reminders.md, "Who is reminded").
    index('debts_open_resident_due')
      .on(t.accountId, t.residentId, t.dueDate)
      .where(sql`${t.deletedAt} is null and ${t.paid} < ${t.amount}`),
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
    unique('cash_movements_account_id_id_unique').on(t.accountId, t.id),
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
    index('cash_movements_live_day_sums')
      .on(t.accountId, t.cashAccountId, t.date, t.amount)
      .where(sql`${t.deletedAt} is null`),
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
