/**
 * Orders of packages (issue 12). The account owner orders a licence or an SMS package and pays by bank
 * transfer quoting the order's reference; the platform operator confirms the transfer (the licence end and the
 * apartment limit, or the SMS credits, change with the order in one transaction, then the owner gets an SMS) or
 * cancels the order (nothing changes).
 */
import { randomInt } from 'node:crypto';
import { isoToDmy, todayInIstanbul } from '../../../common/date';
import type { Db } from '../../db';
import {
  licenceEndAfterPayment,
  licencePackageMisfit,
  paymentReference,
  REFERENCE_ALPHABET_SIZE,
  REFERENCE_RANDOM_LENGTH,
} from '../../domain/orders';
import { badRequest, conflict, notFound } from '../../errors';
import type { SmsProvider } from '../../plugins/sms';
import { accountsRepository } from '../../repositories/session/accounts';
import { type OrderRow, ordersRepository } from '../../repositories/session/orders';
import { packagesRepository } from '../../repositories/session/packages';
import { type Actor, recordAudit } from '../../repositories/shared/audit';
import { accountOwnerPhone } from './accountOwner';

export { packagesService } from './packages';

const ORDER_NOT_FOUND = 'Sipariş bulunamadı.';

/** What the owner asks for: a package, and for a licence the apartments and months the screen showed. */
export interface OrderRequest {
  packageId: number;
  kind: 'licence' | 'sms';
  /** As the screen showed them; a package changed since is refused rather than sold on other terms. */
  apartmentCount?: number | null;
  months?: number | null;
}

/** Places an order of an offered package for the account the caller acts in; it waits for the transfer. */
export async function placeOrder(
  db: Db,
  actor: { accountId: number; userId: number },
  request: OrderRequest,
) {
  return db.transaction(async (tx) => {
    const pkg = await packagesRepository.find(tx, request.packageId);
    if (!pkg || pkg.kind !== request.kind) throw notFound('Paket bulunamadı.');
    if (pkg.retiredAt) throw conflict('Bu paket artık satışta değil. Lütfen başka bir paket seçiniz.');
    const changed =
      (request.apartmentCount != null && request.apartmentCount !== pkg.apartmentCount) ||
      (request.months != null && request.months !== pkg.months);
    if (changed) throw conflict('Paket değişmiş. Lütfen sayfayı yenileyip tekrar seçiniz.');
    if (pkg.kind === 'licence') {
      const misfit = licencePackageMisfit(
        pkg.apartmentCount!,
        await accountsRepository.apartmentCount(tx, actor.accountId),
      );
      if (misfit) throw badRequest(misfit, { package_id: misfit });
    }
    const reference = paymentReference(
      actor.accountId,
      Array.from({ length: REFERENCE_RANDOM_LENGTH }, () => randomInt(REFERENCE_ALPHABET_SIZE)),
    );
    const order = await ordersRepository.insert(tx, actor.accountId, {
      packageId: pkg.id,
      kind: pkg.kind,
      apartmentCount: pkg.apartmentCount,
      months: pkg.months,
      smsCredits: pkg.smsCredits,
      amount: pkg.price,
      reference,
    });
    await recordAudit(tx, actor, { table: 'orders', action: 'insert', recordId: order.id, after: order });
    return { ...order, packageName: pkg.name };
  });
}

/** What a confirmation changed, for the operator's answer and the owner's SMS. */
export interface ConfirmedOrder {
  order: OrderRow;
  /** The account after the change. */
  licenceEnd: string;
  apartmentLimit: number;
  smsCredits: number;
  /** False when the SMS provider refused the message (the confirmation itself stands). */
  smsSent: boolean;
}

function confirmationSms(order: OrderRow, account: { licenceEnd: string; apartmentLimit: number }): string {
  const what =
    order.kind === 'licence'
      ? `Lisansınız ${isoToDmy(account.licenceEnd)} tarihine kadar uzatıldı, daire limitiniz ${account.apartmentLimit}.`
      : `Hesabınıza ${order.smsCredits} SMS kredisi eklendi.`;
  return `Site Yönetimi: ${order.reference} referanslı siparişinizin ödemesi onaylandı. ${what}`;
}

/**
 * The operator confirms the transfer of an order awaiting payment. In one transaction, under the order's and the
 * account's row locks (a second confirmation waits, then finds it paid and is refused): the licence end becomes
 * max(today, end) + the months and the apartment limit the package's count, or the credits grow; the order is
 * paid with the account's next receipt number; audit rows in the account's log carry the operator. After the
 * commit the account owner gets an SMS (a system message: no credits taken).
 */
export async function confirmOrder(
  db: Db,
  operatorId: number,
  orderId: number,
  sms: SmsProvider,
): Promise<ConfirmedOrder> {
  const result = await db.transaction(async (tx) => {
    const pending = await ordersRepository.lockForDecision(tx, orderId);
    if (!pending) throw notFound(ORDER_NOT_FOUND);
    if (pending.status === 'paid') throw conflict('Bu siparişin ödemesi zaten onaylanmış.');
    if (pending.status === 'cancelled') throw conflict('İptal edilmiş sipariş onaylanamaz.');
    const before = (await accountsRepository.lock(tx, pending.accountId))!;
    const actor: Actor = { accountId: pending.accountId, userId: null, operatorId };
    const account = {
      licenceEnd: before.licenceEnd,
      apartmentLimit: before.apartmentLimit,
      smsCredits: before.smsCredits,
    };
    if (pending.kind === 'licence') {
      account.licenceEnd = licenceEndAfterPayment(before.licenceEnd, todayInIstanbul(), pending.months!);
      account.apartmentLimit = pending.apartmentCount!;
      await accountsRepository.setLicence(tx, before.id, account);
    } else {
      account.smsCredits += pending.smsCredits!;
      await accountsRepository.addSmsCredits(tx, before.id, pending.smsCredits!);
    }
    await recordAudit(tx, actor, {
      table: 'accounts',
      action: 'update',
      recordId: before.id,
      before: {
        licenceEnd: before.licenceEnd,
        apartmentLimit: before.apartmentLimit,
        smsCredits: before.smsCredits,
      },
      after: account,
    });
    const receiptNo = await ordersRepository.nextReceiptNo(tx, pending.accountId);
    const order = await ordersRepository.markPaid(tx, orderId, receiptNo, operatorId);
    await recordAudit(tx, actor, {
      table: 'orders',
      action: 'update',
      recordId: orderId,
      before: pending,
      after: order,
    });
    return { order, ...account };
  });
  const smsSent = await sms
    .send({
      accountId: result.order.accountId,
      to: await accountOwnerPhone(db, result.order.accountId),
      text: confirmationSms(result.order, result),
      kind: 'order_confirmed',
    })
    .then(
      () => true,
      () => false,
    );
  return { ...result, smsSent };
}

/** The operator cancels an order awaiting payment (no transfer came): nothing else changes. */
export async function cancelOrder(db: Db, operatorId: number, orderId: number): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const pending = await ordersRepository.lockForDecision(tx, orderId);
    if (!pending) throw notFound(ORDER_NOT_FOUND);
    if (pending.status === 'paid') throw conflict('Ödemesi onaylanmış sipariş iptal edilemez.');
    if (pending.status === 'cancelled') throw conflict('Bu sipariş zaten iptal edilmiş.');
    const order = await ordersRepository.markCancelled(tx, orderId, operatorId);
    await recordAudit(
      tx,
      { accountId: pending.accountId, userId: null, operatorId },
      {
        table: 'orders',
        action: 'update',
        recordId: orderId,
        before: pending,
        after: order,
      },
    );
    return order;
  });
}
