/**
 * A provider's result, server to server (issue 24): the order is found by the provider's key, the result verified
 * by the adapter, and only then, under the order's row lock, the first verified success posts ONE collection over
 * the order's debts (collections.ts `collect`: the same receipt, cash movement, audit and SMS as in the office).
 * A wrong hash, an unknown or expired order, or an amount that is not the order's changes nothing and is logged;
 * a second notification of the same order finds it no longer pending and changes nothing.
 */
import { formatMoney } from '../../../common/money';
import type { PaymentsConfig } from '../../config';
import type { Db, Executor } from '../../db';
import { notFound } from '../../errors';
import { todayIso } from '../../fields';
import { notificationsRepository } from '../../repositories/communication/notifications';
import { debtsRepository } from '../../repositories/money/debts';
import {
  type OnlinePayment,
  onlinePaymentsRepository as repo,
} from '../../repositories/payments/onlinePayments';
import { recordAudit } from '../../repositories/shared/audit';
import { addExpense } from '../accounting/records';
import { collect } from '../money/collections';
import type { VerifiedResult } from './provider';
import { type ProviderName, providerFor } from './providers';
import { openCredentials } from './secrets';

/** Where the refusals go: the request's logger. The body is never logged (it may carry the provider's hash). */
export interface PaymentLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export type NotificationOutcome = 'paid' | 'failed' | 'already_done' | 'rejected' | 'expired' | 'mismatch';

/** Handles one notification; answers what it did. Never throws for a bad notification: the provider gets its OK. */
export async function handleNotification(
  db: Db,
  config: PaymentsConfig,
  log: PaymentLog,
  providerName: ProviderName,
  body: Readonly<Record<string, string>>,
): Promise<NotificationOutcome> {
  const provider = providerFor(config, providerName);
  const key = provider?.orderKey(body);
  const found = key ? await repo.byProviderKey(db, providerName, key) : undefined;
  if (!provider || !found) {
    log.warn(
      { provider: providerName, key },
      'online payment notification for an unknown order: nothing changed',
    );
    return 'rejected';
  }
  const settings = await repo.settings(db, found.accountId);
  if (!settings) {
    log.warn(
      { order: found.orderId },
      'online payment notification without payment settings: nothing changed',
    );
    return 'rejected';
  }
  const verified = await provider.verify(
    body,
    openCredentials(config.secretsKey, settings.credentialsSecret),
    { orderId: found.orderId, providerToken: found.providerToken ?? undefined },
  );
  if (verified.kind === 'rejected') {
    log.warn(
      { order: found.orderId, reason: verified.reason, detail: verified.detail },
      'online payment notification refused: nothing changed',
    );
    return 'rejected';
  }
  const outcome = await db.transaction((tx) => settle(tx, found, verified, settings.cashAccountId));
  const message = `online payment notification: ${outcome}`;
  if (outcome === 'paid' || outcome === 'failed' || outcome === 'already_done')
    log.info({ order: found.orderId }, message);
  else log.warn({ order: found.orderId }, `${message}, nothing changed`);
  return outcome;
}

/** Under the order's row lock: the first result wins. */
async function settle(
  tx: Executor,
  found: OnlinePayment,
  result: VerifiedResult,
  cashAccountId: number,
): Promise<NotificationOutcome> {
  const payment = (await repo.lock(tx, found.accountId, found.id))!;
  if (payment.status !== 'pending') return 'already_done';
  if (payment.expiresAt.getTime() < Date.now()) return 'expired';
  const actor = { accountId: payment.accountId, userId: null };
  if (result.kind === 'failed') {
    const after = await repo.update(tx, payment.id, {
      status: 'failed',
      failureCode: result.reasonCode,
      failureText: result.reasonText,
    });
    await recordAudit(tx, actor, {
      table: 'online_payments',
      action: 'update',
      recordId: payment.id,
      before: payment,
      after,
    });
    return 'failed';
  }
  if (result.amountKurus !== payment.charged || result.currency !== 'TRY') return 'mismatch';
  await postPayment(tx, payment, result.providerRef, cashAccountId);
  return 'paid';
}

/**
 * The collection over the order's debts as they are now (locked, re-checked to be the resident's and live): a debt
 * paid in the office meanwhile leaves its share to the resident's advance, and the manager is told.
 */
export async function postPayment(
  tx: Executor,
  payment: OnlinePayment,
  providerRef: string,
  cashAccountId: number,
) {
  const { accountId } = payment;
  const actor = { accountId, userId: null };
  const locked = await debtsRepository.lock(tx, accountId, payment.debtIds);
  const live = locked.filter((debt) => debt.deletedAt === null && debt.residentId === payment.residentId);
  const date = todayIso();
  const description = `Online ödeme (${payment.provider}) ${payment.orderId}`;
  const collected = await collect(tx, actor, accountId, {
    payerResidentId: payment.residentId,
    cashAccountId,
    accountingTypeId: (live[0] ?? locked[0])!.accountingTypeId,
    amount: payment.amount,
    date,
    description,
    debts: live,
    mode: { chosen: live.map((debt) => debt.id) },
    remainingScope: { residentId: payment.residentId },
  });
  let expenseId: number | null = null;
  if (payment.commissionPayer === 'association' && payment.fee > 0n) {
    const type = await repo.feeType(tx, accountId);
    const record = await addExpense(tx, actor, accountId, {
      amount: payment.fee,
      date,
      cashAccountId,
      accountingTypeId: type.id,
      description: `Online ödeme komisyonu ${payment.orderId}`,
      billDate: null,
      currentAccountId: null,
    });
    expenseId = record.expense.id;
  }
  const after = await repo.update(tx, payment.id, {
    status: 'paid',
    providerRef,
    receiptId: collected.receipt.id,
    expenseId,
    surplus: collected.surplus,
    paidAt: new Date(),
  });
  await recordAudit(tx, actor, {
    table: 'online_payments',
    action: 'update',
    recordId: payment.id,
    before: payment,
    after,
  });
  if (collected.surplus > 0n) {
    const buyer = await repo.buyer(tx, accountId, payment.residentId);
    await notificationsRepository.insertOnce(tx, {
      accountId,
      kind: 'online_payment_surplus',
      title: 'Online ödemenin fazlası avansa aktarıldı',
      body: `${buyer?.name ?? ''} ${buyer?.surname ?? ''}: seçtiği borçların bir kısmı bu arada ödenmiş; ${formatMoney(collected.surplus)} sakinin avansına aktarıldı (makbuz no ${collected.receipt.number}).`,
      link: '/online-payments',
      occasion: payment.orderId,
    });
  }
  return after;
}

/**
 * POST /online-payments/test/complete: the simulated bank page's card, as a notification of the `test` provider.
 * The card is read, never stored or logged.
 */
export async function completeTestPayment(
  db: Db,
  config: PaymentsConfig,
  log: PaymentLog,
  paymentId: number,
  card: string,
): Promise<OnlinePayment> {
  const payment = config.testProvider ? await repo.testPayment(db, paymentId) : undefined;
  if (!payment) throw notFound('Ödeme bulunamadı.');
  const body = { order_id: payment.orderId, card, amount: payment.charged.toString() };
  await handleNotification(db, config, log, 'test', body);
  return (await repo.find(db, payment.accountId, payment.id))!;
}
