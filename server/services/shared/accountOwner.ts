import type { Executor } from '../../db';
import { usersRepository } from '../../repositories/session/users';

async function accountOwner(exec: Executor, accountId: number): Promise<{ id: number; phone: string }> {
  const owner = await usersRepository.findOwner(exec, accountId);
  if (!owner) throw new Error(`account ${accountId} has no owner`);
  return owner;
}

/** The main user of an account: delete codes go to this person's phone. */
export async function accountOwnerPhone(exec: Executor, accountId: number): Promise<string> {
  return (await accountOwner(exec, accountId)).phone;
}

/** The main user a sub-user belongs to (`main_user_id`): the owner of the account it acts in. */
export async function accountOwnerId(exec: Executor, accountId: number): Promise<number> {
  return (await accountOwner(exec, accountId)).id;
}
