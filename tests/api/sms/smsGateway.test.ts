/**
 * A campaign through the queue's worker and the Netgsm adapter against a local fake Netgsm
 * (docs/domain.md, "Gateways"): one request per batch, a permanent refusal fails the messages with the Turkish
 * reason and gives the credits back, a transient one is tried again (and fails with a refund after the last
 * try), and the delivery report marks each number delivered or failed, refunding each failure once. The last
 * test runs the real pg-boss queue: a send leaves without anyone calling the worker.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, smsMessages } from '../../../server/db/schema';
import { netgsmProvider } from '../../../server/plugins/netgsm';
import {
  deliverCampaign,
  readDeliveryReports,
  SMS_MAX_ATTEMPTS,
  TransientSmsError,
} from '../../../server/services/sms/sending';
import { newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, moneyFixtures } from '../helpers/propertyFixtures';

let fake: Server;
let fakeUrl: string;
let received: { path: string; body: Record<string, unknown> }[] = [];
let answer: (path: string) => unknown;
let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let buildingId: number;
const phones: string[] = [];
let gateway: ReturnType<typeof netgsmProvider>;

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function creditsOf(): Promise<number> {
  const [row] = await ctx.db
    .select({ c: accounts.smsCredits })
    .from(accounts)
    .where(eq(accounts.id, owner.user.account_id));
  return row!.c;
}

const messagesOf = (campaignId: number) =>
  ctx.db.select().from(smsMessages).where(eq(smsMessages.campaignId, campaignId)).orderBy(smsMessages.id);

/** A campaign to the building's two residents, queued with Netgsm as its provider. */
async function campaign(): Promise<number> {
  const sent = await call(owner, 'POST', '/building/sms/send', {
    all_data: true,
    building_ids: [buildingId],
    message: 'Sayın {ad}, asansör bakımı yarın.',
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().data.campaign_id as number;
}

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    const path = request.url ?? '';
    received.push({ path, body: await bodyOf(request) });
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer(path)));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  ctx = await startTestApp();
  gateway = netgsmProvider(ctx.db, { usercode: 'u', password: 'p', header: 'YESILVADI', url: fakeUrl });
  call = caller(ctx);
  owner = await registerAccount(ctx);
  const make = moneyFixtures(ctx, owner).make;
  buildingId = (await make.building('D Blok')).id;
  for (const name of ['Gül', 'Hakan']) {
    const phone = newPhone();
    phones.push(phone);
    const apartment = await make.apartment({ building_id: buildingId });
    const resident = await make.resident({ name, surname: 'Er', phone });
    await make.link({ apartment_id: apartment.id, resident_id: resident.id, type: 1 });
  }
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => fake?.close(resolve));
});
beforeEach(async () => {
  received = [];
  answer = () => ({ code: '00', jobid: 'JOB-1' });
  await ctx.db.update(accounts).set({ smsCredits: 50 }).where(eq(accounts.id, owner.user.account_id));
});

describe('sending through Netgsm', () => {
  it('sends a batch in one request and keeps Netgsm’s job id on each message', async () => {
    const id = await campaign();
    answer = () => ({ code: '00', jobid: 'JOB-OK' });
    expect(await deliverCampaign(ctx.db, gateway, id)).toEqual({ sent: 2, failed: 0, retry: 0 });
    const sends = received.filter((r) => r.path === '/sms/rest/v2/send');
    expect(sends).toHaveLength(1);
    expect(sends[0]!.body).toMatchObject({ msgheader: 'YESILVADI', iysfilter: '0', encoding: 'TR' });
    expect((sends[0]!.body.messages as { no: string }[]).map((m) => m.no).sort()).toEqual([...phones].sort());
    const rows = await messagesOf(id);
    expect(rows.map((r) => [r.status, r.providerJobId])).toEqual([
      ['sent', 'JOB-OK'],
      ['sent', 'JOB-OK'],
    ]);
    expect(await creditsOf()).toBe(48);
  });

  it('fails a permanently refused batch with the Turkish reason and gives its credits back', async () => {
    const id = await campaign();
    answer = () => ({ code: '40' });
    expect(await deliverCampaign(ctx.db, gateway, id)).toEqual({ sent: 0, failed: 2, retry: 0 });
    const rows = await messagesOf(id);
    expect(rows.map((r) => [r.status, r.errorCode, r.error])).toEqual([
      ['failed', '40', 'Gönderici adı (SMS başlığı) Netgsm hesabında tanımlı değil.'],
      ['failed', '40', 'Gönderici adı (SMS başlığı) Netgsm hesabında tanımlı değil.'],
    ]);
    expect(await creditsOf()).toBe(50);
  });

  it('tries a transient refusal again and sends when Netgsm recovers', async () => {
    const id = await campaign();
    answer = () => ({ code: '80' });
    await expect(deliverCampaign(ctx.db, gateway, id)).rejects.toBeInstanceOf(TransientSmsError);
    expect((await messagesOf(id)).map((r) => [r.status, r.errorCode])).toEqual([
      ['queued', '80'],
      ['queued', '80'],
    ]);
    answer = () => ({ code: '00', jobid: 'JOB-LATER' });
    expect(await deliverCampaign(ctx.db, gateway, id)).toEqual({ sent: 2, failed: 0, retry: 0 });
    expect((await messagesOf(id)).map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
  });

  it('fails a message still refused at its last try, with a refund', async () => {
    const id = await campaign();
    answer = () => ({ code: '100' });
    for (let attempt = 1; attempt < SMS_MAX_ATTEMPTS; attempt++) {
      await expect(deliverCampaign(ctx.db, gateway, id)).rejects.toBeInstanceOf(TransientSmsError);
    }
    expect(await deliverCampaign(ctx.db, gateway, id)).toEqual({ sent: 0, failed: 2, retry: 0 });
    expect((await messagesOf(id)).map((r) => r.status)).toEqual(['failed', 'failed']);
    expect(await creditsOf()).toBe(50);
  });

  it('reads the delivery report: delivered, or failed with the reason and the credit back once', async () => {
    const id = await campaign();
    answer = () => ({ code: '00', jobid: 'JOB-REPORT' });
    await deliverCampaign(ctx.db, gateway, id);
    expect(await creditsOf()).toBe(48);
    answer = () => ({
      code: '00',
      jobs: [
        { jobid: 'JOB-REPORT', telno: `90${phones[0]}`, status: 1 },
        { jobid: 'JOB-REPORT', telno: `90${phones[1]}`, status: 3 },
      ],
    });
    const first = await readDeliveryReports(ctx.db, gateway);
    expect(first).toMatchObject({ delivered: 1, failed: 1, refunded: 1 });
    const rows = await messagesOf(id);
    const byPhone = Object.fromEntries(rows.map((r) => [r.toPhone, r]));
    expect(byPhone[phones[0]!]).toMatchObject({ status: 'delivered' });
    expect(byPhone[phones[1]!]).toMatchObject({
      status: 'failed',
      errorCode: '3',
      error: 'Numara geçersiz.',
    });
    expect(await creditsOf()).toBe(49);
    // The same report again changes nothing and refunds nothing twice.
    await readDeliveryReports(ctx.db, gateway);
    expect(await creditsOf()).toBe(49);
  });
});

describe('the queue', () => {
  it('sends a campaign without anyone calling the worker (pg-boss, outbox provider)', async () => {
    const queued = await startTestApp({ jobs: true });
    const manager = await registerAccount(queued);
    const make = moneyFixtures(queued, manager).make;
    const building = await make.building('E Blok');
    const apartment = await make.apartment({ building_id: building.id });
    const resident = await make.resident({ name: 'Kuyruk', surname: 'Test', phone: newPhone() });
    await make.link({ apartment_id: apartment.id, resident_id: resident.id, type: 1 });
    await queued.db.update(accounts).set({ smsCredits: 5 }).where(eq(accounts.id, manager.user.account_id));
    const sent = await caller(queued)(manager, 'POST', '/building/sms/send', {
      all_data: true,
      building_ids: [building.id],
      message: 'Merhaba {ad}',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().data.campaign_id as number;
    const messagesOf = (campaignId: number) =>
      queued.db.select().from(smsMessages).where(eq(smsMessages.campaignId, campaignId));
    let statuses: string[] = [];
    for (let wait = 0; wait < 100; wait++) {
      statuses = (await messagesOf(id)).map((r) => r.status);
      if (statuses.length > 0 && statuses.every((s) => s === 'sent')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await queued.close();
    expect(statuses).toEqual(['sent']);
  }, 60_000);
});
