import type { Executor } from '../../db';
import { STARTER_LEAVE_TYPES } from '../../domain/leaveTypes';
import { STARTER_ACCOUNTING_TYPES, STARTER_CASH_ACCOUNT } from '../../domain/starterDefinitions';
import { accountingTypesRepository } from '../../repositories/definitions/accountingTypes';
import { cashAccountsRepository } from '../../repositories/definitions/cashAccounts';
import type { Actor } from '../../repositories/shared/audit';
import { leaveTypesRepository } from '../../repositories/staff/leaveTypes';

/**
 * A new account's cash desk, accounting types and leave types (server/domain/starterDefinitions.ts, leaveTypes.ts),
 * each audited. Accounts made before the leave types had theirs added by migration 0016.
 */
export async function createStarterDefinitions(tx: Executor, accountId: number, actor: Actor): Promise<void> {
  await cashAccountsRepository.insert(tx, accountId, actor, { name: STARTER_CASH_ACCOUNT });
  for (const type of STARTER_ACCOUNTING_TYPES) {
    await accountingTypesRepository.insert(tx, accountId, actor, type);
  }
  for (const type of STARTER_LEAVE_TYPES) await leaveTypesRepository.insert(tx, accountId, actor, type);
}
