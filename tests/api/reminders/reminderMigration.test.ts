/**
 * The migration's backfill (docs/reminders.md, "The first rule"): an account's old settings remin_debt and
 * remind_debt_with_since_day become its first rule, so it gets the same reminder as before, once, from the hourly
 * job at the old 10:00; what the old reminder already sent is not sent again, and the old run sends nothing more.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, residents, smsMessages } from '../../../server/db/schema';
import { runAutomaticMessages } from '../../../server/services/sms/automatic';
import { runDueReminders } from '../../../server/services/sms/reminders';
import { newPhone, registerAccount } from '../helpers/fixtures';
import { caller, startTestApp, type TestContext } from '../helpers/harness';
import { dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
const deps = () => ({
  db: ctx.db,
  queue: { enqueue: async () => undefined },
  provider: 'outbox',
  origin: 'https://site.example.com',
  mail: ctx.config,
});

/** The hand-written statements of the reminders migration, as the integrator re-applies them. */
function backfillStatements(): string[] {
  const folder = fileURLToPath(new URL('../../../server/db/migrations', import.meta.url));
  const file = readdirSync(folder).find((name) => name.endsWith('_reminders.sql'));
  const text = readFileSync(join(folder, file!), 'utf8');
  return text
    .slice(text.indexOf('-- hand-written'))
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

beforeAll(async () => {
  ctx = await startTestApp();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe('the first rule', () => {
  it('reminds as the old setting did, once, and not what the old reminder sent already', async () => {
    const call = caller(ctx);
    const owner = await registerAccount(ctx, { assocName: 'Çınar Apt.' });
    const quiet = await registerAccount(ctx);
    const accountId = owner.user.account_id;
    await ctx.db.update(accounts).set({ smsCredits: 100 }).where(eq(accounts.id, accountId));
    const m = moneyFixtures(ctx, owner);
    const type = await m.incomeType();
    const [flat, earlier] = await m.flats(2);
    const phone = newPhone();
    await ctx.db.update(residents).set({ phone }).where(eq(residents.id, flat!.owner.id));
    await ctx.db.update(residents).set({ phone: newPhone() }).where(eq(residents.id, earlier!.owner.id));
    await m.debt(flat!.apartment.id, type.id, '450,00', { due_date: '10.11.2026' });
    await m.debt(earlier!.apartment.id, type.id, '120,00', { due_date: '10.11.2026' });
    const current = (await call(owner, 'GET', '/settings')).json().data;
    await dataOf(
      call(owner, 'PUT', '/settings', { ...current, remin_debt: true, remind_debt_with_since_day: 10 }),
    );
    // The old reminder reached this one before the update.
    await ctx.db.insert(smsMessages).values({
      accountId,
      residentId: earlier!.owner.id,
      toPhone: '5320000000',
      text: 'eski hatırlatma',
      parts: 1,
      kind: 'debt_reminder',
      occasion: `reminder:${earlier!.owner.id}:2026-11-10`,
      provider: 'outbox',
    });

    for (const statement of backfillStatements()) await ctx.pool.query(statement);

    const rules = (await call(owner, 'GET', '/reminder/rules')).json().Records;
    expect(rules).toEqual([
      expect.objectContaining({ offset_days: 10, channels: ['sms'], send_hour: 10, active: true }),
    ]);
    const off = (await call(quiet, 'GET', '/reminder/rules')).json().Records;
    expect(off).toEqual([expect.objectContaining({ active: false })]);

    const reminders = async () =>
      (await ctx.db.select().from(smsMessages).where(eq(smsMessages.accountId, accountId))).filter(
        (message) => message.kind === 'debt_reminder' && message.text !== 'eski hatırlatma',
      );
    // The old daily run sends no reminder any more; the rule waits for its hour.
    await runAutomaticMessages(deps(), new Date('2026-11-20T07:00:00Z'));
    await runDueReminders(deps(), new Date('2026-11-20T06:00:00Z'));
    expect(await reminders()).toHaveLength(0);

    await runDueReminders(deps(), new Date('2026-11-20T07:00:00Z'));
    await runDueReminders(deps(), new Date('2026-11-21T07:00:00Z'));
    const sent = await reminders();
    expect(sent.map((message) => [message.residentId, message.toPhone])).toEqual([[flat!.owner.id, phone]]);
    expect(sent[0]!.text).toBe(
      `Sayın ${flat!.owner.name} ${flat!.owner.surname}, ${flat!.building.name} 1 için 450,00 TL ödenmemiş borcunuz ` +
        'bulunmaktadır (en eski vade 10.11.2026). Çınar Apt.',
    );
  });
});
