import type { Executor } from '../db';
import { STARTER_ACCOUNTING_TYPES, STARTER_CASH_ACCOUNT } from '../domain/starterDefinitions';
import { accountingTypesRepository } from '../repositories/accountingTypes';
import { cashAccountsRepository } from '../repositories/cashAccounts';
import type { Actor } from './audit';

/** A new account's cash desk and accounting types (server/domain/starterDefinitions.ts), each audited. */
export async function createStarterDefinitions(tx: Executor, accountId: number, actor: Actor): Promise<void> {
  await cashAccountsRepository.insert(tx, accountId, actor, { name: STARTER_CASH_ACCOUNT });
  for (const type of STARTER_ACCOUNTING_TYPES) {
    await accountingTypesRepository.insert(tx, accountId, actor, type);
  }
}
