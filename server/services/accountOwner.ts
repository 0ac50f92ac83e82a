import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { users } from '../db/schema';

/** The main user of an account: delete codes go to this person's phone. */
export async function accountOwnerPhone(exec: Executor, accountId: number): Promise<string> {
  const [owner] = await exec
    .select({ phone: users.phone })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, 'main')))
    .orderBy(asc(users.id))
    .limit(1);
  if (!owner) throw new Error(`account ${accountId} has no owner`);
  return owner.phone;
}
