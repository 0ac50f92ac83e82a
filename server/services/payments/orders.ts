/**
 * The resident page's side of online payment (issue 24): POST /r/{token}/payments starts an order over the link's
 * resident's own open debts (several flats together), GET /r/{token}/payments/{id} tells its state. Nothing here
 * posts money: only a verified result does (notifications.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { feeOf, ORDER_MINUTES, orderIdOf } from '../../domain/onlinePayments';
import { RESIDENT_PAGE_PATH } from '../../domain/residentLinks';
import { AppError, conflict, fieldError, notFound } from '../../errors';
import { collectionsRepository } from '../../repositories/money/collections';
import { debtsRepository } from '../../repositories/money/debts';
import {
  type OnlinePayment,
  onlinePaymentsRepository as repo,
} from '../../repositories/payments/onlinePayments';
import { recordAudit } from '../../repositories/shared/audit';
import type { ResidentSession } from '../property/residentPageLinks';
import { providerFor } from './providers';
import { openCredentials } from './secrets';

export const NOT_OFFERED = 'Bu site için online ödeme açık değil. Ödemenizi yönetime sorunuz.';

export interface OrderInput {
  debtIds: number[];
  /** The link's token: the provider sends the resident's browser back to their page. */
  token: string;
  ip: string;
}

export interface StartedOrder {
  payment: OnlinePayment;
  redirectUrl: string;
}

/**
 * The providers require a buyer e-mail: for a resident without one, an address of the site's own domain that
 * passes their format check (a name with a dot and a letter ending; `localhost` or an IP does not).
 */
function placeholderEmail(residentId: number, publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  return `sakin${residentId}@${/\.[a-z]{2,}$/i.test(host) ? host : 'example.com'}`;
}

/** Creates the order over the chosen debts and asks the provider for its page. */
export async function startOrder(
  db: Db,
  config: Config,
  resident: ResidentSession,
  input: OrderInput,
): Promise<StartedOrder> {
  const { accountId, residentId } = resident;
  const settings = await repo.settings(db, accountId);
  const provider = settings && providerFor(config.payments, settings.provider);
  if (!settings || !provider) throw conflict(NOT_OFFERED);
  const chosen = [...new Set(input.debtIds)];
  const open = await debtsRepository.open(db, accountId, { residentId });
  const debts = chosen.map((id) => open.find((debt) => debt.id === id));
  if (chosen.length === 0 || debts.some((debt) => !debt)) {
    throw fieldError(
      'debt_ids',
      'Seçilen borçlardan biri size ait açık bir borç değil. Sayfayı yenileyip tekrar seçiniz.',
    );
  }
  const lines = debts.map((debt) => ({
    id: String(debt!.id),
    name: debt!.description,
    amountKurus: debt!.amount - debt!.paid,
  }));
  const amount = lines.reduce((sum, line) => sum + line.amountKurus, 0n);
  const { fee, charged } = feeOf(amount, settings.commissionRate, settings.commissionPayer);
  if (charged > amount)
    lines.push({ id: 'fee', name: 'Online ödeme hizmet bedeli', amountKurus: charged - amount });
  const payment = await db.transaction(async (tx) => {
    const row = await repo.insert(tx, {
      accountId,
      orderId: orderIdOf(randomBytes(30)),
      residentId,
      debtIds: chosen,
      amount,
      fee,
      commissionPayer: settings.commissionPayer,
      charged,
      provider: settings.provider,
      expiresAt: new Date(Date.now() + ORDER_MINUTES * 60_000),
    });
    await recordAudit(
      tx,
      { accountId, userId: null },
      { table: 'online_payments', action: 'insert', recordId: row.id, after: row },
    );
    return row;
  });
  const buyer = (await repo.buyer(db, accountId, residentId))!;
  const back = `${config.publicUrl}${RESIDENT_PAGE_PATH}${input.token}?payment=${payment.id}`;
  try {
    const started = await provider.start(
      {
        orderId: payment.orderId,
        amountKurus: charged,
        description: `Aidat ödemesi ${payment.orderId}`,
        buyer: {
          id: String(residentId),
          name: buyer.name,
          surname: buyer.surname,
          phone: buyer.phone ?? '',
          email: buyer.email ?? placeholderEmail(residentId, config.publicUrl),
          ip: input.ip,
        },
        items: lines,
        okUrl: back,
        failUrl: back,
        // PayTR's notification is server to server; iyzico's callback is the resident's browser posting the form,
        // so it carries where to send the resident back to (the page's link and this payment).
        notifyUrl:
          settings.provider === 'paytr'
            ? `${config.publicUrl}/api/online-payments/paytr/notify`
            : `${config.publicUrl}/api/online-payments/${settings.provider}/callback?back=${encodeURIComponent(input.token)}&payment=${payment.id}`,
      },
      openCredentials(config.payments.secretsKey, settings.credentialsSecret),
    );
    const saved = started.providerToken
      ? await repo.update(db, payment.id, { providerToken: started.providerToken })
      : payment;
    return { payment: saved, redirectUrl: started.redirectUrl };
  } catch {
    await repo.update(db, payment.id, {
      status: 'failed',
      failureCode: 'start_failed',
      failureText: 'Ödeme sağlayıcısına ulaşılamadı',
    });
    throw new AppError(
      502,
      'Ödeme sağlayıcısına şu an ulaşılamıyor. Lütfen birkaç dakika sonra tekrar deneyiniz.',
    );
  }
}

/** One of the link's resident's own payments, with its receipt's number once paid; another's is not found. */
export async function residentPayment(db: Db, resident: ResidentSession, id: number) {
  const payment = await repo.find(db, resident.accountId, id);
  if (!payment || payment.residentId !== resident.residentId) throw notFound('Ödeme bulunamadı.');
  const receipt = payment.receiptId
    ? await collectionsRepository.receipt(db, resident.accountId, payment.receiptId)
    : undefined;
  return { payment, receiptNumber: receipt?.receipt.number ?? null };
}
