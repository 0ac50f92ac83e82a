/**
 * The settings' old debt reminder fields (`remin_debt`, `remind_debt_with_since_day`) and the Hatırlatmalar page
 * decide the same thing (docs/reminders.md, "The first rule"): the fields read the account's first rule, a PUT that
 * changes them changes that rule (or makes it), and a PUT sending back what it read changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { caller, startTestApp, type TestContext } from '../helpers/harness';
import { dataOf } from '../helpers/propertyFixtures';
import { ruleBody } from './reminderScene';

let ctx: TestContext;
let owner: SignedIn;
const call = caller(() => ctx);

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Ihlamur Sitesi' });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

type Settings = Record<string, unknown> & { remin_debt: boolean; remind_debt_with_since_day: number };
type Rule = Record<string, unknown> & { id: number };

const settings = async () => dataOf<Settings>(call.get(owner, '/settings'));
const rules = async () => (await call.get(owner, '/reminder/rules')).json().Records as Rule[];
/** What a client sends: every field it read, with some changed. */
const putSettings = async (changes: Partial<Settings>) => {
  const { books_closed_through: _, ...read } = await settings();
  return call.put(owner, '/settings', { ...read, ...changes });
};

describe('the old debt reminder setting', () => {
  it('turned on without any rule makes the first rule, as the migration made it', async () => {
    expect(await settings()).toMatchObject({ remin_debt: false, remind_debt_with_since_day: 0 });
    expect(await rules()).toEqual([]);

    const saved = await putSettings({ remin_debt: true, remind_debt_with_since_day: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ remin_debt: true, remind_debt_with_since_day: 7 });
    expect(await rules()).toEqual([
      expect.objectContaining({
        name: 'Borç hatırlatması',
        offset_days: 7,
        channels: ['sms'],
        send_hour: 10,
        active: true,
        template: expect.stringContaining('ödenmemiş borcunuz bulunmaktadır'),
      }),
    ]);
  });

  it('reads what the rule says after the manager changes it on the Hatırlatmalar page', async () => {
    const [rule] = await rules();
    await dataOf(
      call.put(owner, `/reminder/rules/${rule!.id}`, {
        ...ruleBody({ name: 'Borç hatırlatması', offset_days: 12, send_hour: 9 }),
        active: false,
      }),
    );
    expect(await settings()).toMatchObject({ remin_debt: false, remind_debt_with_since_day: 12 });
  });

  it('sent back as read with another setting changes no rule', async () => {
    const before = await rules();
    const saved = await putSettings({ auto_payment_advance_payments: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await rules()).toEqual(before);
    const ruleAudits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'reminder_rules'), eq(auditLog.accountId, owner.user.account_id)));
    // Made by the first PUT, changed on the page: nothing from this save.
    expect(ruleAudits.map((row) => row.action)).toEqual(['insert', 'update']);
  });

  it('turned on again changes only what differs: the rule’s own days and hour stay', async () => {
    await dataOf(putSettings({ remin_debt: true }));
    expect(await rules()).toEqual([
      expect.objectContaining({ active: true, offset_days: 12, send_hour: 9, channels: ['sms'] }),
    ]);
    await dataOf(putSettings({ remind_debt_with_since_day: 20 }));
    expect(await rules()).toEqual([expect.objectContaining({ active: true, offset_days: 20, send_hour: 9 })]);
  });

  it('reads 0 days for a first rule before the due date, and keeps it before when sent back', async () => {
    const [rule] = await rules();
    await dataOf(
      call.put(owner, `/reminder/rules/${rule!.id}`, {
        ...ruleBody({ name: 'Borç hatırlatması', offset_days: -3 }),
      }),
    );
    expect(await settings()).toMatchObject({ remin_debt: true, remind_debt_with_since_day: 0 });
    await dataOf(putSettings({}));
    expect(await rules()).toEqual([expect.objectContaining({ offset_days: -3, active: true })]);
  });

  it('refused (366 days) changes neither the settings nor the rule', async () => {
    const before = await rules();
    const refused = await putSettings({ remind_debt_with_since_day: 366 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.remind_debt_with_since_day).toBe('En fazla 365 olabilir.');
    expect(await rules()).toEqual(before);
  });
});
