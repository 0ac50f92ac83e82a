import { staff } from '../../../server/db/schema';
import type { SignedIn } from './fixtures';
import type { TestContext } from './harness';

/**
 * A staff member written straight into the table, for tests about money paid to staff rather than the staff
 * screens; `left` marks them as having left the job.
 */
export async function staffMember(
  ctx: TestContext,
  who: SignedIn,
  name: string,
  left = false,
): Promise<{ id: number }> {
  const [row] = await ctx.db
    .insert(staff)
    .values({
      accountId: who.user.account_id,
      name,
      startDate: '2020-03-01',
      role: 'doorman',
      monthlyWage: 2_500_000n,
      ...(left && { deletedAt: new Date() }),
    })
    .returning({ id: staff.id });
  return row!;
}
