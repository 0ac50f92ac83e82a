/** What the debt lists of an apartment, a resident or a debt read (statements and payment tabs). */
import { formatDmy, todayInIstanbul } from '../../../common/date';
import type { Executor } from '../../db';
import { notFound } from '../../errors';
import { debtBatchesRepository } from '../../repositories/money/debtBatches';
import { type DebtStatus, debtsRepository } from '../../repositories/money/debts';
import { receiptsRepository } from '../../repositories/money/receipts';
import { advancesRepository } from '../../repositories/property/advances';
import { apartmentOf, residentOf } from '../property/ownedRecords';

type Page = { offset: number; limit: number };

/**
 * An apartment's live debts, oldest due first. `print`: every row, with the association's name, a title and
 * today's date for a printed statement.
 */
export async function apartmentStatement(
  exec: Executor,
  accountId: number,
  apartmentId: number,
  options: { print: boolean; page: Page },
) {
  const apartment = await apartmentOf(exec, accountId, apartmentId);
  const list = await debtsRepository.list(
    exec,
    accountId,
    { apartmentId: apartment.id },
    { page: options.print ? null : options.page, order: 'oldest' },
  );
  const header = options.print
    ? {
        assocName: (await receiptsRepository.assocName(exec, accountId)) ?? '',
        title: `${apartment.buildingName} ${apartment.identifier} numaralı daire hesap ekstresi`,
        date: formatDmy(todayInIstanbul()),
      }
    : null;
  return { ...list, header };
}

/** A resident's live debts, oldest due first, and their advance balance. */
export async function residentStatement(
  exec: Executor,
  accountId: number,
  residentId: number,
  options: { status: DebtStatus | null; page: Page },
) {
  const resident = await residentOf(exec, accountId, residentId);
  const list = await debtsRepository.list(
    exec,
    accountId,
    { residentId: resident.id, status: options.status },
    { page: options.page, order: 'oldest' },
  );
  return { ...list, advanceBalance: await advancesRepository.balance(exec, accountId, resident.id) };
}

/** A debt's live payments, or an apartment's (a page of them), newest first. */
export async function paymentsOf(
  exec: Executor,
  accountId: number,
  of: { debtId: number } | { apartmentId: number; page: Page },
) {
  if ('debtId' in of) {
    const debt = await debtsRepository.find(exec, accountId, of.debtId);
    if (!debt) throw notFound('Borç bulunamadı.');
    return debtsRepository.payments(exec, accountId, { debtId: debt.id }, null);
  }
  const apartment = await apartmentOf(exec, accountId, of.apartmentId);
  return debtsRepository.payments(exec, accountId, { apartmentId: apartment.id }, of.page);
}

/** A live batch with its totals, and a page of its live debts, oldest due first. */
export async function batchStatement(exec: Executor, accountId: number, batchId: number, page: Page) {
  const [batch] = (await debtBatchesRepository.batches(exec, accountId, { offset: 0, limit: 1 }, batchId))
    .rows;
  if (!batch) throw notFound('Toplu borç kaydı bulunamadı.');
  const list = await debtsRepository.list(
    exec,
    accountId,
    { batchId: batch.batch.id },
    { page, order: 'oldest' },
  );
  return { ...list, batch };
}
