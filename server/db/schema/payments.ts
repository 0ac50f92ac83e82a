import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { expenses } from './accounting';
import { bytea, createdAt, tenantKey, withinTotalLimit } from './columns';
import { cashAccounts } from './definitions';
import { receipts } from './money';
import { residents } from './property';
import { accounts } from './session';

// ── Online dues payment (docs/payments.md): the association's virtual POS and the residents' card payments. ──

export const PAYMENT_PROVIDERS = ['paytr', 'iyzico', 'test'] as const;
export const ONLINE_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;

/** One row per account: its provider, its own merchant credentials (encrypted) and who bears the commission. */
export const onlinePaymentSettings = pgTable(
  'online_payment_settings',
  {
    accountId: integer()
      .primaryKey()
      .references(() => accounts.id),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    /**
     * AES-256-GCM of the credentials' JSON (iv, tag, ciphertext; server/services/payments/secrets.ts). The `_secret`
     * ending keeps it out of the owner's export (server/domain/accountExport.ts).
     */
    credentialsSecret: bytea().notNull(),
    commissionPayer: text({ enum: ['association', 'resident'] })
      .notNull()
      .default('association'),
    /** Basis points of the charged amount: 249 = %2,49 (docs/decisions.md, "Commission rate in basis points"). */
    commissionRate: smallint().notNull().default(0),
    /** The virtual-POS cash account the collections go into. */
    cashAccountId: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('online_payment_settings_cash_account_id_fk', t.accountId, t.cashAccountId, cashAccounts),
    check('online_payment_settings_rate_check', sql`${t.commissionRate} between 0 and 2000`),
  ],
);

/**
 * One card payment a resident started from their page. `order_id` is what the provider knows it by (unique,
 * alphanumeric); the first verified notification moves it out of `pending`, every later one changes nothing.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    orderId: text().notNull(),
    residentId: integer().notNull(),
    /** The debts the resident chose, checked again when the result arrives. */
    debtIds: integer().array().notNull(),
    /** Kuruş of the chosen debts: what the collection posts. */
    amount: bigint({ mode: 'bigint' }).notNull(),
    /** Kuruş of the provider's commission at the account's rate. */
    fee: bigint({ mode: 'bigint' }).notNull(),
    commissionPayer: text({ enum: ['association', 'resident'] }).notNull(),
    /** Kuruş the card is charged: the amount, plus the fee when the resident bears it. */
    charged: bigint({ mode: 'bigint' }).notNull(),
    status: text({ enum: ONLINE_PAYMENT_STATUSES }).notNull().default('pending'),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    /** iyzico's checkout token: its callback carries only this. */
    providerToken: text(),
    providerRef: text(),
    failureCode: text(),
    failureText: text(),
    receiptId: integer(),
    /** The bank-fee expense of the commission, when the association bears it. */
    expenseId: integer(),
    /** What exceeded the open debts when the payment posted (the resident's advance). */
    surplus: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: createdAt(),
    paidAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    unique('online_payments_account_id_id_unique').on(t.accountId, t.id),
    // Unique within the account (docs/scaling.md); a notification finds its order by these before the account is
    // known, through the plain indexes below (docs/decisions.md, "Online payments found by order id").
    unique('online_payments_order_unique').on(t.accountId, t.orderId),
    unique('online_payments_token_unique').on(t.accountId, t.providerToken),
    index('online_payments_order_id').on(t.orderId),
    index('online_payments_provider_token').on(t.providerToken),
    tenantKey('online_payments_resident_id_fk', t.accountId, t.residentId, residents),
    tenantKey('online_payments_receipt_id_fk', t.accountId, t.receiptId, receipts),
    tenantKey('online_payments_expense_id_fk', t.accountId, t.expenseId, expenses),
    index().on(t.accountId, t.createdAt),
    index().on(t.residentId),
    check('online_payments_order_id_check', sql`${t.orderId} ~ '^[A-Za-z0-9]{1,64}$'`),
    check('online_payments_amount_check', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.charged} > 0`),
    check('online_payments_total_limit', withinTotalLimit(t.amount, t.fee, t.charged, t.surplus)),
  ],
);
