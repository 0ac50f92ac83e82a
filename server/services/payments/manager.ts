/**
 * The manager's side of online payment (issue 24): the list of payments and their refund. A refund first undoes
 * what the payment made (the collection through collections.ts `undoCollection`, the commission's bank-fee
 * expense), then asks the provider to pay it back, all in one transaction: a provider refusal or closed books
 * leave everything as it was.
 */
import type { PaymentsConfig } from '../../config';
import type { Db } from '../../db';
import { conflict, notFound } from '../../errors';
import { ledgerRepository } from '../../repositories/accounting/ledger';
import { collectionsRepository } from '../../repositories/money/collections';
import {
  type OnlinePayment,
  type PaymentListFilters,
  onlinePaymentsRepository as repo,
} from '../../repositories/payments/onlinePayments';
import { recordAudit } from '../../repositories/shared/audit';
import { refuseClosedBooks } from '../accounting/booksClosed';
import { undoRows } from '../accounting/records';
import { undoCollection } from '../money/collections';
import { actorOf, type Session } from '../shared/sessions';
import { providerFor } from './providers';
import { openCredentials } from './secrets';

export function listOnlinePayments(
  db: Db,
  accountId: number,
  filters: PaymentListFilters,
  page: { offset: number; limit: number },
) {
  return repo.list(db, accountId, filters, page);
}

export async function refundOnlinePayment(
  db: Db,
  config: PaymentsConfig,
  session: Session,
  id: number,
): Promise<OnlinePayment> {
  const { accountId } = session;
  const actor = actorOf(session);
  return db.transaction(async (tx) => {
    const payment = await repo.lock(tx, accountId, id);
    if (!payment) throw notFound('Online ödeme bulunamadı.');
    if (payment.status !== 'paid') throw conflict('Yalnız ödenmiş bir online ödeme iade edilebilir.');
    const settings = await repo.settings(tx, accountId);
    const provider = settings && providerFor(config, payment.provider);
    if (!settings || !provider || settings.provider !== payment.provider) {
      throw conflict('Bu ödemenin sağlayıcısı artık ayarlarda yok; iadeyi sağlayıcının panelinden yapınız.');
    }
    const movement = await collectionsRepository.collectionOfReceipt(tx, accountId, payment.receiptId!);
    if (!movement)
      throw conflict('Bu ödemenin tahsilatı zaten geri alınmış; iade sağlayıcının panelinden yapılmalı.');
    await refuseClosedBooks(tx, accountId, movement.date);
    await undoCollection(tx, actor, accountId, movement);
    if (payment.expenseId) {
      const fee = await ledgerRepository.expense(tx, accountId, payment.expenseId);
      if (fee) await undoRows(tx, session, [fee.movement]);
    }
    const answer = await provider.refund(
      { orderId: payment.orderId, providerRef: payment.providerRef ?? '', amountKurus: payment.charged },
      openCredentials(config.secretsKey, settings.credentialsSecret),
    );
    if (!answer.ok) throw conflict(`Ödeme sağlayıcısı iadeyi kabul etmedi: ${answer.reason}`);
    const after = await repo.update(tx, payment.id, { status: 'refunded', refundedAt: new Date() });
    await recordAudit(tx, actor, {
      table: 'online_payments',
      action: 'update',
      recordId: payment.id,
      before: payment,
      after,
    });
    return after;
  });
}
