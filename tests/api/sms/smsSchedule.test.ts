/**
 * Later and monthly sends (docs/sms.md): a later send leaves at its minute and not before, once even when two
 * server instances run the scheduler's minute together; a monthly job's month is written exactly once by two
 * instances; a later send can be called off with its credits back. The scheduler is called directly with the
 * minute to play (the queue only triggers it once a minute).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, smsCampaigns, smsMessages } from '../../../server/db/schema';
import { nextJobRun, occurrenceOf } from '../../../server/domain/smsSchedule';
import { deniedMessage } from '../../../server/plugins/auth';
import { smsTick } from '../../../server/services/sms/scheduler';
import { createSubUser, newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startSecondInstance, startTestApp, type TestContext, type TestInstance } from '../helpers/harness';
import { caller, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let second: TestInstance;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let buildingId: number;
const queued: number[] = [];
const queue = { enqueue: async (id: number) => void queued.push(id) };
const MINUTE = 60_000;

const tickOn = (db: TestContext['db'], now: Date) => smsTick({ db, queue, provider: 'outbox' }, now);

async function creditsOf(): Promise<number> {
  const [row] = await ctx.db
    .select({ c: accounts.smsCredits })
    .from(accounts)
    .where(eq(accounts.id, owner.user.account_id));
  return row!.c;
}

async function statusesOf(campaignId: number): Promise<string[]> {
  const rows = await ctx.db
    .select({ status: smsMessages.status })
    .from(smsMessages)
    .where(eq(smsMessages.campaignId, campaignId));
  return rows.map((r) => r.status);
}

/** DD.MM.YYYY, hour and minute in Istanbul of an instant. */
function istanbulParts(at: Date) {
  const { day, hour, minute, occurrence } = occurrenceOf(at);
  const [year, month] = occurrence.split('-');
  return { start_date: `${String(day).padStart(2, '0')}.${month}.${year}`, hour, minute };
}

beforeAll(async () => {
  ctx = await startTestApp();
  second = await startSecondInstance(ctx);
  call = caller(ctx);
  owner = await registerAccount(ctx);
  const make = moneyFixtures(ctx, owner).make;
  const building = await make.building('C Blok');
  buildingId = building.id;
  for (const name of ['Deniz', 'Ece']) {
    const apartment = await make.apartment({ building_id: buildingId });
    const resident = await make.resident({ name, surname: 'Ak', phone: newPhone() });
    await make.link({ apartment_id: apartment.id, resident_id: resident.id, type: 1 });
  }
  await ctx.db.update(accounts).set({ smsCredits: 100 }).where(eq(accounts.id, owner.user.account_id));
}, 60_000);
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

const send = (extra: Record<string, unknown>) =>
  call(owner, 'POST', '/building/sms/send', {
    all_data: true,
    building_ids: [buildingId],
    resident_type: 0,
    message: 'Sayın {ad}, aidat hatırlatması.',
    ...extra,
  });

describe('a later send', () => {
  it('waits until its minute and leaves once although two instances run that minute', async () => {
    const at = new Date(Math.ceil((Date.now() + 2 * 24 * 60 * MINUTE) / MINUTE) * MINUTE);
    const answer = await send({ is_future_date: true, future_date: istanbulParts(at) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().description).toContain('için zamanlandı');
    const campaignId = answer.json().data.campaign_id as number;
    expect(await creditsOf()).toBe(98);
    expect(await statusesOf(campaignId)).toEqual(['scheduled', 'scheduled']);

    const early = await tickOn(ctx.db, new Date(at.getTime() - MINUTE));
    expect(early.released).not.toContain(campaignId);
    expect(await statusesOf(campaignId)).toEqual(['scheduled', 'scheduled']);

    const [a, b] = await Promise.all([tickOn(ctx.db, at), tickOn(second.db, at)]);
    expect([...a.released, ...b.released].filter((id) => id === campaignId)).toHaveLength(1);
    expect(await statusesOf(campaignId)).toEqual(['queued', 'queued']);
    expect(queued.filter((id) => id === campaignId)).toHaveLength(1);
  });

  it('refuses a time already past', async () => {
    const answer = await send({
      is_future_date: true,
      future_date: istanbulParts(new Date(Date.now() - 10 * MINUTE)),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.future_date).toBe(
      "Seçilen gönderim zamanı geçti: ileri bir tarih ve saat seçiniz ya da şimdi göndermek için 'Hemen'i seçiniz.",
    );
  });

  it('can be called off before it leaves, with its credits back', async () => {
    const at = new Date(Date.now() + 3 * 24 * 60 * MINUTE);
    const answer = await send({ is_future_date: true, future_date: istanbulParts(at) });
    const campaignId = answer.json().data.campaign_id as number;
    const before = await creditsOf();
    // Calling off is a DELETE: it needs the delete right of SMS, which sending does not give.
    const sender = await createSubUser(ctx, owner, { send_sms: 2, exec_sms: 1 });
    const refused = await call(sender, 'DELETE', `/sms/campaign/${campaignId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().description).toBe(deniedMessage('delete'));
    expect(await statusesOf(campaignId)).toEqual(['scheduled', 'scheduled']);
    const cancel = await call(owner, 'DELETE', `/sms/campaign/${campaignId}`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().description).toBe('Gönderim iptal edildi; 2 kredi hesabınıza geri yüklendi.');
    expect(await creditsOf()).toBe(before + 2);
    const later = await tickOn(ctx.db, new Date(at.getTime() + MINUTE));
    expect(later.released).not.toContain(campaignId);
    expect(await statusesOf(campaignId)).toEqual(['cancelled', 'cancelled']);
    // Twice is refused and gives nothing back again.
    expect((await call(owner, 'DELETE', `/sms/campaign/${campaignId}`)).statusCode).toBe(400);
    expect(await creditsOf()).toBe(before + 2);
  });
});

describe('every month', () => {
  it('creates a job whose next month is written exactly once by two instances, until its last date', async () => {
    const now = new Date();
    const last = new Date(now.getTime() + 70 * 24 * 60 * MINUTE);
    const answer = await send({ continually: true, continually_date: istanbulParts(last).start_date });
    expect(answer.statusCode, answer.body).toBe(200);
    const jobId = answer.json().data.sms_job_id as number;
    expect(jobId).toBeGreaterThan(0);

    const jobs = await call(owner, 'GET', '/sms/jobs');
    const job = (jobs.json().Records as { id: number; recipients: number }[]).find((j) => j.id === jobId);
    expect(job?.recipients).toBe(2);

    // This month went with the send itself: the scheduler adds nothing now.
    const same = await tickOn(ctx.db, new Date(now.getTime() + MINUTE));
    expect(same.recurring).toHaveLength(0);

    const { day, hour, minute } = occurrenceOf(now);
    const lastIso = last.toISOString().slice(0, 10);
    const nextMonth = nextJobRun(
      { day, hour, minute, lastDate: lastIso },
      new Date(now.getTime() + 2 * 24 * 60 * MINUTE),
    );
    expect(nextMonth).not.toBeNull();
    const [a, b] = await Promise.all([tickOn(ctx.db, nextMonth!), tickOn(second.db, nextMonth!)]);
    const created = [...a.recurring, ...b.recurring];
    expect(created).toHaveLength(1);
    expect(await statusesOf(created[0]!)).toEqual(['queued', 'queued']);
    expect((await tickOn(ctx.db, new Date(nextMonth!.getTime() + 5 * MINUTE))).recurring).toHaveLength(0);

    const months = await ctx.db
      .select({ occurrence: smsCampaigns.occurrence })
      .from(smsCampaigns)
      .where(eq(smsCampaigns.smsJobId, jobId));
    expect(months).toHaveLength(2);

    // After the last date nothing more is written.
    const afterLast = new Date(last.getTime() + 40 * 24 * 60 * MINUTE);
    expect((await tickOn(ctx.db, afterLast)).recurring).toHaveLength(0);
  });
});
