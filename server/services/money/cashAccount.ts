import type { Executor } from '../../db';
import { fieldError, notFound } from '../../errors';
import { type CashAccount, cashAccountsRepository } from '../../repositories/definitions/cashAccounts';

/**
 * The caller's cash account named by `id`. Without one, the account's only cash account when `orTheOnlyOne`
 * (advances), otherwise the user must choose.
 */
export async function cashAccountFor(
  exec: Executor,
  accountId: number,
  id: number | null | undefined,
  options: { orTheOnlyOne: boolean },
): Promise<CashAccount> {
  if (id) {
    const cash = await cashAccountsRepository.find(exec, accountId, id);
    if (!cash) throw notFound('Kasa bulunamadı.');
    return cash;
  }
  const only = options.orTheOnlyOne ? await cashAccountsRepository.onlyOne(exec, accountId) : undefined;
  if (!only) throw fieldError('account_id', 'Kasa veya banka hesabı seçiniz.');
  return only;
}
