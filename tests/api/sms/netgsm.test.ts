/**
 * SMS_PROVIDER=netgsm against a local fake of Netgsm's REST v2 (docs/domain.md, "Gateways"): the registration code
 * leaves through it with Basic auth and the configured header; a refusal is kept with its code and explained in
 * Turkish; delivery reports are read per number, the registration code's included (kept in platform_sms_messages:
 * there is no account yet). No real network.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { platformSmsMessages } from '../../../server/db/schema';
import { netgsmClient } from '../../../server/plugins/netgsm';
import { readDeliveryReports } from '../../../server/services/sms/sending';
import { newPhone } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';

interface Received {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

let fake: Server;
let fakeUrl: string;
let received: Received[] = [];
/** What the fake answers next: Netgsm's JSON. */
let answer: (path: string) => unknown = () => ({ code: '00', jobid: 'J-1' });
let ctx: TestContext;

const ACCOUNT = { usercode: '8508401234', password: 'gizli-parola', header: 'YESILVADI' };

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    const path = request.url ?? '';
    received.push({ path, authorization: request.headers.authorization, body: await bodyOf(request) });
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer(path)));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  ctx = await startTestApp({ sms: { provider: 'netgsm', ...ACCOUNT, url: fakeUrl } });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => fake?.close(resolve));
});
beforeEach(() => {
  received = [];
  answer = () => ({ code: '00', jobid: 'J-1' });
});

const sendCode = (phone: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/register/send/code?phone=${phone}` });

describe('Netgsm as the SMS gateway', () => {
  it('sends the registration code through Netgsm and keeps its job id', async () => {
    answer = () => ({ code: '00', jobid: '17377215342605050417149344', description: 'queued' });
    const phone = newPhone();
    const sent = await sendCode(phone);
    expect(sent.statusCode, sent.body).toBe(200);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe('/sms/rest/v2/send');
    expect(request!.authorization).toBe(`Basic ${Buffer.from('8508401234:gizli-parola').toString('base64')}`);
    expect(request!.body).toMatchObject({ msgheader: 'YESILVADI', encoding: 'TR', iysfilter: '0' });
    const [message] = request!.body.messages as { msg: string; no: string }[];
    expect(message!.no).toBe(phone);
    expect(message!.msg).toMatch(/\b\d{6}\b/);

    const [stored] = await ctx.db
      .select()
      .from(platformSmsMessages)
      .where(eq(platformSmsMessages.toPhone, phone));
    expect(stored).toMatchObject({
      provider: 'netgsm',
      status: 'sent',
      providerJobId: '17377215342605050417149344',
    });
    // The code went to Netgsm, not to the outbox file.
    const check = await ctx.app.inject({
      method: 'GET',
      url: `/api/register/control/code?phone=${phone}&code=${/\b(\d{6})\b/.exec(message!.msg)![1]}`,
    });
    expect(check.statusCode, check.body).toBe(200);
  });

  it('answers a refusal with its Turkish reason and keeps the failed message with Netgsm’s code', async () => {
    answer = () => ({ code: '40', description: 'msgheader not found' });
    const phone = newPhone();
    const refused = await sendCode(phone);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().description).toBe(
      'SMS gönderilemedi: Gönderici adı (SMS başlığı) Netgsm hesabında tanımlı değil.',
    );
    const [stored] = await ctx.db
      .select()
      .from(platformSmsMessages)
      .where(eq(platformSmsMessages.toPhone, phone));
    expect(stored).toMatchObject({ status: 'failed', errorCode: '40', providerJobId: null });
  });

  it('reads the delivery report of a registration code, which took no account’s credits', async () => {
    answer = () => ({ code: '00', jobid: 'J-CODE' });
    const phone = newPhone();
    expect((await sendCode(phone)).statusCode).toBe(200);
    answer = () => ({ code: '00', jobs: [{ jobid: 'J-CODE', telno: `90${phone}`, status: 14 }] });
    const totals = await readDeliveryReports(ctx.db, ctx.app.sms);
    expect(received.at(-1)!.path).toBe('/sms/rest/v2/report');
    expect(received.at(-1)!.body.jobids).toContain('J-CODE');
    expect(totals).toMatchObject({ refunded: 0 });
    const [stored] = await ctx.db
      .select()
      .from(platformSmsMessages)
      .where(eq(platformSmsMessages.toPhone, phone));
    expect(stored).toMatchObject({ status: 'failed', providerJobId: 'J-CODE' });
    expect(stored!.reportedAt).not.toBeNull();
    expect(stored!.error).toBeTruthy();
  });

  it('says so when Netgsm cannot be reached', async () => {
    const client = netgsmClient({ ...ACCOUNT, url: 'http://127.0.0.1:9' });
    await expect(client.send([{ to: '5321112233', text: 'Deneme' }])).resolves.toMatchObject({
      ok: false,
      code: 'network',
      transient: true,
    });
  });

  it('reads a delivery report per number, and an empty one as nothing to update', async () => {
    const client = netgsmClient({ ...ACCOUNT, url: fakeUrl });
    answer = () => ({
      code: '00',
      jobs: [
        { jobid: 'J-9', telno: '905321112233', status: 1 },
        { jobid: 'J-9', telno: '905321112244', status: 14 },
        { jobid: 'J-9', telno: '905321112255', status: 0 },
      ],
    });
    const lines = await client.report(['J-9']);
    expect(received[0]).toMatchObject({ path: '/sms/rest/v2/report', body: { jobids: ['J-9'] } });
    expect(lines!.map((line) => [line.phone, line.outcome.state])).toEqual([
      ['5321112233', 'delivered'],
      ['5321112244', 'failed'],
      ['5321112255', 'pending'],
    ]);
    answer = () => ({ code: '60', description: 'no record' });
    await expect(client.report(['J-9'])).resolves.toEqual([]);
    answer = () => ({ code: '100' });
    await expect(client.report(['J-9'])).resolves.toBeNull();
  });
});
