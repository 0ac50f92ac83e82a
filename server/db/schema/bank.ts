import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Suggestion } from '../../domain/bank/types';
import { currentAccounts, expenses, incomes, transfers } from './accounting';
import { createdAt, tenantKey } from './columns';
import { accountingTypes, cashAccounts } from './definitions';
import { advanceMovements, cashMovements, receipts } from './money';
import { apartments, residents } from './property';
import { accounts, users } from './session';

/*
 * Bank movements (docs/bank.md). Their own file because they point at money.ts and accounting.ts, and money.ts
 * already imports accounting.ts: in either of those they would close an import cycle.
 */

/** One imported statement file of a bank account. */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    cashAccountId: integer().notNull(),
    fileName: text().notNull(),
    fileSha256: text().notNull(),
    format: text({ enum: ['excel', 'csv', 'mt940', 'camt053'] }).notNull(),
    /** The first and last value dates of its lines. */
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    /** Kuruş, when the file gives them. */
    openingBalance: bigint({ mode: 'bigint' }),
    closingBalance: bigint({ mode: 'bigint' }),
    balanced: boolean().notNull(),
    /** Turkish: where the balances stop adding up. */
    balanceMessage: text(),
    lineCount: integer().notNull(),
    newLineCount: integer().notNull(),
    createdBy: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('bank_statements_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('bank_statements_cash_account_id_fk', t.accountId, t.cashAccountId, cashAccounts),
    index().on(t.accountId, t.cashAccountId, t.createdAt),
  ],
);

/** One movement of a bank account, stored once whatever file brought it (its fingerprint). */
export const bankLines = pgTable(
  'bank_lines',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    cashAccountId: integer().notNull(),
    /** The statement that first brought it. */
    statementId: integer().notNull(),
    position: integer().notNull(),
    valueDate: date({ mode: 'string' }).notNull(),
    bookingDate: date({ mode: 'string' }),
    /** Kuruş, signed: in > 0, out < 0. */
    amount: bigint({ mode: 'bigint' }).notNull(),
    description: text().notNull(),
    counterpartyName: text(),
    counterpartyIban: text(),
    reference: text(),
    balanceAfter: bigint({ mode: 'bigint' }),
    fingerprint: text().notNull(),
    status: text({ enum: ['suggested', 'unmatched', 'posted', 'ignored'] }).notNull(),
    suggestion: jsonb().$type<Suggestion>(),
    ignoreReason: text(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('bank_lines_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('bank_lines_cash_account_id_fk', t.accountId, t.cashAccountId, cashAccounts),
    tenantKey('bank_lines_statement_id_fk', t.accountId, t.statementId, bankStatements),
    uniqueIndex('bank_lines_fingerprint_unique').on(t.accountId, t.cashAccountId, t.fingerprint),
    index().on(t.accountId, t.cashAccountId, t.status, t.valueDate),
    index().on(t.statementId),
    check('bank_lines_amount_check', sql`${t.amount} <> 0`),
    check('bank_lines_ignore_check', sql`(${t.status} = 'ignored') = (${t.ignoreReason} is not null)`),
  ],
);

/** What a posted line made: one row per part (a collection, an expense, a virman leg …). */
export const bankLineParts = pgTable(
  'bank_line_parts',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    lineId: integer().notNull(),
    kind: text({
      enum: ['collection', 'supplier_payment', 'expense', 'income', 'transfer', 'refund'],
    }).notNull(),
    /** Kuruş, positive; the kind says which way it goes. */
    amount: bigint({ mode: 'bigint' }).notNull(),
    apartmentId: integer(),
    residentId: integer(),
    /** A current account (cari hesap). */
    supplierId: integer(),
    accountingTypeId: integer(),
    /** transfer: the association's other cash account. */
    otherCashAccountId: integer(),
    receiptId: integer(),
    cashMovementId: integer(),
    incomeId: integer(),
    expenseId: integer(),
    transferId: integer(),
    advanceMovementId: integer(),
    /** The line joined a virman made before (its other leg) and made no movement of its own. */
    joinedTransfer: boolean().notNull().default(false),
    /** The line was tied to `cashMovementId`, recorded by hand before (match level 0), and made nothing. */
    joinedMovement: boolean().notNull().default(false),
    description: text(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('bank_line_parts_line_id_fk', t.accountId, t.lineId, bankLines),
    tenantKey('bank_line_parts_apartment_id_fk', t.accountId, t.apartmentId, apartments),
    tenantKey('bank_line_parts_resident_id_fk', t.accountId, t.residentId, residents),
    tenantKey('bank_line_parts_supplier_id_fk', t.accountId, t.supplierId, currentAccounts),
    tenantKey('bank_line_parts_accounting_type_id_fk', t.accountId, t.accountingTypeId, accountingTypes),
    tenantKey('bank_line_parts_other_cash_account_id_fk', t.accountId, t.otherCashAccountId, cashAccounts),
    tenantKey('bank_line_parts_receipt_id_fk', t.accountId, t.receiptId, receipts),
    tenantKey('bank_line_parts_cash_movement_id_fk', t.accountId, t.cashMovementId, cashMovements),
    tenantKey('bank_line_parts_income_id_fk', t.accountId, t.incomeId, incomes),
    tenantKey('bank_line_parts_expense_id_fk', t.accountId, t.expenseId, expenses),
    tenantKey('bank_line_parts_transfer_id_fk', t.accountId, t.transferId, transfers),
    tenantKey('bank_line_parts_advance_movement_id_fk', t.accountId, t.advanceMovementId, advanceMovements),
    index().on(t.lineId),
    index().on(t.accountId, t.transferId),
    // The reconciliation finds the line that made each cash movement (repositories/accounting/bankReconciliation.ts);
    // a movement stands for one bank line at most, whether the line made it or was tied to it.
    uniqueIndex('bank_line_parts_cash_movement_unique').on(t.accountId, t.cashMovementId),
    check('bank_line_parts_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A counterparty IBAN the manager confirmed: whose it is, a resident's or a supplier's (match level 3). */
export const bankKnownIbans = pgTable(
  'bank_known_ibans',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    iban: text().notNull(),
    residentId: integer(),
    supplierId: integer(),
    confirmedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('bank_known_ibans_resident_id_fk', t.accountId, t.residentId, residents),
    tenantKey('bank_known_ibans_supplier_id_fk', t.accountId, t.supplierId, currentAccounts),
    uniqueIndex('bank_known_ibans_account_iban_unique').on(t.accountId, t.iban),
    check('bank_known_ibans_owner_check', sql`num_nonnulls(${t.residentId}, ${t.supplierId}) = 1`),
  ],
);
