/** The scene the reminder API tests start from: an account with SMS credits, flats whose owners have phones. */
import { and, eq } from 'drizzle-orm';
import { accounts, residents, smsMessages } from '../../../server/db/schema';
import { newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import type { TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

/** A rule body the tests change one field of: 5 days after the due date, by SMS, at 10:00. */
export const ruleBody = (changes: Record<string, unknown> = {}) => ({
  name: 'Beş gün sonra',
  offset_days: 5,
  channels: ['sms'],
  send_hour: 10,
  template: 'Sayın {ad}, {son_odeme} vadeli borcunuz dahil {borc} borcunuz var. Ödeme kodu: {odeme_kodu}.',
  ...changes,
});

export async function reminderScene(ctx: TestContext, credits = 1000) {
  const call = caller(ctx);
  const owner: SignedIn = await registerAccount(ctx, { assocName: 'Çınar Apt.' });
  const accountId = owner.user.account_id;
  await ctx.db.update(accounts).set({ smsCredits: credits }).where(eq(accounts.id, accountId));
  const m = moneyFixtures(ctx, owner);
  const type = await m.incomeType('Hatırlatma aidatı');
  /** `count` flats in a new building, each owner with a mobile phone. */
  async function flats(count: number) {
    const made = await m.flats(count);
    for (const flat of made) {
      await ctx.db.update(residents).set({ phone: newPhone() }).where(eq(residents.id, flat.owner.id));
    }
    return made;
  }
  return {
    call,
    owner,
    accountId,
    m,
    type,
    flats,
    rule: (changes: Record<string, unknown> = {}) =>
      dataOf<{ id: number }>(call(owner, 'POST', '/reminder/rules', ruleBody(changes))),
    run: (date: string) => call(owner, 'POST', '/reminder/run', { date }),
    /** The account's reminder SMS, oldest first. */
    messages: () =>
      ctx.db
        .select()
        .from(smsMessages)
        .where(and(eq(smsMessages.accountId, accountId), eq(smsMessages.kind, 'debt_reminder')))
        .orderBy(smsMessages.id),
  };
}
