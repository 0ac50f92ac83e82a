/**
 * The bell's notices of what happens without a click (issue 11): a dues run done, a campaign's failed messages
 * (through the Netgsm adapter against a local fake), a licence in its last 15 days and a poll's last day; each
 * written once however often the run is repeated.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, notifications, surveys } from '../../../server/db/schema';
import { netgsmProvider } from '../../../server/plugins/netgsm';
import { runDailyNotices } from '../../../server/services/shared/notices';
import { deliverCampaign } from '../../../server/services/sms/sending';
import { newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let fake: Server;
let fakeUrl: string;

const noticesOf = async (kind: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.accountId, owner.user.account_id), eq(notifications.kind, kind)));

beforeAll(async () => {
  fake = createServer((request, response) => {
    request.resume();
    response.setHeader('content-type', 'application/json');
    // Netgsm refuses: the sender name is not defined (a permanent refusal).
    response.end(JSON.stringify({ code: '40' }));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

describe('notices', () => {
  it('tells the manager once when a campaign’s messages could not be delivered', async () => {
    const make = moneyFixtures(ctx, owner).make;
    const building = await make.building();
    const apartment = await make.apartment({ building_id: building.id });
    const resident = await make.resident({ phone: newPhone() });
    await make.link({ apartment_id: apartment.id, resident_id: resident.id, type: 1 });
    await ctx.db.update(accounts).set({ smsCredits: 5 }).where(eq(accounts.id, owner.user.account_id));
    const sent = await dataOf<{ campaign_id: number }>(
      call(owner, 'POST', '/building/sms/send', {
        all_data: true,
        building_ids: [building.id],
        message: 'Merhaba',
      }),
    );
    const gateway = netgsmProvider(ctx.db, { usercode: 'u', password: 'p', header: 'SITE', url: fakeUrl });
    expect((await deliverCampaign(ctx.db, gateway, sent.campaign_id)).failed).toBe(1);
    await deliverCampaign(ctx.db, gateway, sent.campaign_id);
    const notices = await noticesOf('sms_failed');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toContain('1 mesaj iletilemedi');
    const bell = await call(owner, 'GET', '/notifications?unread=true');
    expect(bell.json().unread_count).toBeGreaterThanOrEqual(1);
  });

  it('warns once in the licence’s last 15 days, and on a poll’s last day', async () => {
    const now = new Date('2026-11-25T09:00:00Z');
    await ctx.db
      .update(accounts)
      .set({ licenceEnd: '2026-12-05' })
      .where(eq(accounts.id, owner.user.account_id));
    await runDailyNotices(ctx.db, now);
    await runDailyNotices(ctx.db, now);
    const licence = await noticesOf('licence_ending');
    expect(licence.map((n) => n.title)).toEqual(['Lisansınız 05.12.2026 tarihinde bitiyor']);

    // Far from its end: nothing new.
    await ctx.db
      .update(accounts)
      .set({ licenceEnd: '2027-12-05' })
      .where(eq(accounts.id, owner.user.account_id));
    await runDailyNotices(ctx.db, now);
    expect(await noticesOf('licence_ending')).toHaveLength(1);

    await ctx.db.insert(surveys).values({
      accountId: owner.user.account_id,
      title: 'Otopark',
      question: 'Otopark ücretli olsun mu?',
      endDate: '2026-11-25',
    });
    await runDailyNotices(ctx.db, now);
    await runDailyNotices(ctx.db, now);
    const polls = await noticesOf('survey_ending');
    expect(polls.map((n) => n.title)).toEqual(['Anket bugün sona eriyor: Otopark']);
  });
});
