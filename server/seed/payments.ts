/**
 * The demo's online payments (issue 24): the in-product `test` provider on, into a virtual-POS cash account, with
 * three card payments posted through the same road as a verified notification and one that failed.
 */
import { randomBytes } from 'node:crypto';
import type { Executor } from '../db';
import { feeOf, orderIdOf } from '../domain/onlinePayments';
import { cashAccountsRepository } from '../repositories/definitions/cashAccounts';
import { debtsRepository } from '../repositories/money/debts';
import { onlinePaymentsRepository as repo } from '../repositories/payments/onlinePayments';
import type { Actor } from '../repositories/shared/audit';
import { postPayment } from '../services/payments/notifications';
import { sealCredentials } from '../services/payments/secrets';

const RATE_BPS = 199;

export async function seedPayments(tx: Executor, actor: Actor & { accountId: number }, secretsKey: string) {
  const { accountId } = actor;
  const pos = await cashAccountsRepository.insert(tx, accountId, actor, {
    name: 'Sanal POS (test)',
    type: 'pos',
    openingBalance: 0n,
  });
  await repo.saveSettings(tx, {
    accountId,
    provider: 'test',
    credentialsSecret: sealCredentials(secretsKey, {}),
    commissionPayer: 'association',
    commissionRate: RATE_BPS,
    cashAccountId: pos.id,
  });
  // The oldest open debt of four different residents.
  const chosen = new Map<number, Awaited<ReturnType<typeof debtsRepository.open>>[number]>();
  for (const debt of await debtsRepository.open(tx, accountId, {})) {
    if (!chosen.has(debt.residentId)) chosen.set(debt.residentId, debt);
    if (chosen.size === 4) break;
  }
  const [failed, ...paid] = [...chosen.values()];
  for (const debt of [failed, ...paid]) {
    if (!debt) continue;
    const amount = debt.amount - debt.paid;
    const { fee, charged } = feeOf(amount, RATE_BPS, 'association');
    const payment = await repo.insert(tx, {
      accountId,
      orderId: orderIdOf(randomBytes(30)),
      residentId: debt.residentId,
      debtIds: [debt.id],
      amount,
      fee,
      commissionPayer: 'association',
      charged,
      provider: 'test',
      expiresAt: new Date(Date.now() + 45 * 60_000),
    });
    if (debt === failed) {
      await repo.update(tx, payment.id, {
        status: 'failed',
        failureCode: 'insufficient_funds',
        failureText: 'Yetersiz bakiye',
      });
    } else {
      await postPayment(tx, payment, `TEST${payment.orderId.slice(0, 12)}`, pos.id);
    }
  }
}
