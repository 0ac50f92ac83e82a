/**
 * Announcement and poll e-mails go through the queue (docs/mail.md, "The queue"), against a real SMTP server
 * started here whose answers the test holds back: the request answers with how many will be e-mailed before any
 * message is taken, two workers on one batch and a re-run send each message once, the messages are paced to a
 * per-minute limit, and a transient 451 is tried again on the next run.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, residents } from '../../../server/db/schema';
import { runMailBatch, TransientMailError } from '../../../server/services/mail/batches';
import {
  type MailQueue,
  mailReach,
  queueAnnouncementMail,
  queuePollInvitations,
} from '../../../server/services/mail/channels';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { formBody } from '../helpers/multipartBody';
import { moneyFixtures } from '../helpers/propertyFixtures';

const PEOPLE = 30;
let ctx: TestContext;
let owner: SignedIn;
let smtp: SMTPServer;
/** Every address a message was delivered to, in order. */
const delivered: string[] = [];
/** Addresses the server answers 451 (try later) for. */
const busy = new Set<string>();
/** While set, the server keeps each message's answer until it is released. */
let hold: Promise<void> | null = null;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!busy.has(address.address)) return callback();
      callback(Object.assign(new Error('4.2.1 Şu an meşgul'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        void (hold ?? Promise.resolve()).then(() => {
          delivered.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await startTestApp({
    mail: { provider: 'smtp', url: `smtp://127.0.0.1:${port}`, from: 'Site <site@example.com>' },
  });
  owner = await registerAccount(ctx, { assocName: 'Lale Sitesi' });
  const m = moneyFixtures(ctx, owner);
  // A building holds 10 flats unless its limit is raised: three of them.
  const flats = [...(await m.flats(10)), ...(await m.flats(10)), ...(await m.flats(10))];
  for (const [index, flat] of flats.entries()) {
    await ctx.db
      .update(residents)
      .set({ email: `sakin${index + 1}@example.com` })
      .where(eq(residents.id, flat.owner.id));
  }
}, 120_000);
afterAll(async () => {
  hold = null;
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const rowsOf = (batchId: number) =>
  ctx.db.select().from(mailMessages).where(eq(mailMessages.batchId, batchId)).orderBy(mailMessages.id);

/** Batches queued without a worker (the test runs them), newest last. */
const waiting: number[] = [];
const noWorker: MailQueue = {
  provider: 'smtp',
  enqueue: async (id) => {
    waiting.push(id);
  },
};
const actorOf = () => ({ accountId: owner.user.account_id, userId: owner.user.id });

/** An announcement to everyone, queued without a worker: answers its batch. */
async function queuedBatch(title: string): Promise<number> {
  const file = null;
  const count = await queueAnnouncementMail(ctx.db, noWorker, actorOf(), {
    title,
    content: 'Bilginize.',
    file,
  });
  expect(count).toBe(PEOPLE);
  return waiting.at(-1)!;
}

describe('the mail queue', () => {
  it('answers an announcement to many at once and sends the e-mails afterwards', async () => {
    let release = () => {};
    hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = delivered.length;
    const body = formBody({ title: 'Su kesintisi', content: 'Yarın 10:00-14:00 su yok.', passive: 1 });
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/anno',
      payload: body.payload,
      headers: { ...owner.headers, ...body.headers },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.emails_sent).toBe(PEOPLE);
    expect(saved.json().description).toContain(`${PEOPLE} kişiye e-posta ile gönderilecek.`);
    // The answer came while the server still held the first message: nothing was delivered yet.
    expect(delivered.length).toBe(before);
    const queued = await ctx.db
      .select({ status: mailMessages.status, subject: mailMessages.subject })
      .from(mailMessages)
      .where(eq(mailMessages.subject, 'Su kesintisi'));
    expect(queued).toHaveLength(PEOPLE);
    expect(queued.filter((r) => r.status === 'sent')).toHaveLength(0);

    hold = null;
    release();
    await expect.poll(() => delivered.length - before, { timeout: 20_000 }).toBe(PEOPLE);
    const addresses = delivered.slice(before).sort();
    expect(new Set(addresses).size).toBe(PEOPLE);
    await expect
      .poll(async () => {
        const rows = await ctx.db
          .select({ status: mailMessages.status })
          .from(mailMessages)
          .where(eq(mailMessages.subject, 'Su kesintisi'));
        return rows.filter((r) => r.status === 'sent').length;
      })
      .toBe(PEOPLE);
  });

  it('sends each message once when two workers run the batch together and it runs again', async () => {
    const batchId = await queuedBatch('Bahçe düzenlemesi');
    const before = delivered.length;
    const options = { perMinute: null, lastTry: false };
    const [first, second] = await Promise.all([
      runMailBatch(ctx.db, ctx.app.config, batchId, options),
      runMailBatch(ctx.db, ctx.app.config, batchId, options),
    ]);
    expect(first.sent + second.sent).toBe(PEOPLE);
    expect(await runMailBatch(ctx.db, ctx.app.config, batchId, options)).toEqual({ sent: 0, failed: 0 });
    const addresses = delivered.slice(before);
    expect(addresses).toHaveLength(PEOPLE);
    expect(new Set(addresses).size).toBe(PEOPLE);
    const rows = await rowsOf(batchId);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(rows.map(() => ['sent', 1]));
  });

  it('paces a batch to the per-minute limit', async () => {
    const actor = actorOf();
    const four = (await mailReach(ctx.db, actor.accountId, null)).slice(0, 4);
    const poll = {
      title: 'Otopark',
      question: 'Çizgiler yenilensin mi?',
      options: ['Evet', 'Hayır'],
      endDate: '2099-12-31',
    };
    await queuePollInvitations(ctx.db, noWorker, actor, poll, four);
    const batchId = waiting.at(-1)!;
    const started = Date.now();
    // 60 a minute: a second between two messages, where four unpaced take well under one.
    const result = await runMailBatch(ctx.db, ctx.app.config, batchId, { perMinute: 60, lastTry: false });
    expect(result).toEqual({ sent: 4, failed: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 1000);
  });

  it('keeps a message the server asked to try later for the next run, and sends it then', async () => {
    const batchId = await queuedBatch('Asansör bakımı');
    busy.add('sakin7@example.com');
    const before = delivered.length;
    const options = { perMinute: null, lastTry: false };
    await expect(runMailBatch(ctx.db, ctx.app.config, batchId, options)).rejects.toBeInstanceOf(
      TransientMailError,
    );
    const waiting = (await rowsOf(batchId)).filter((r) => r.status !== 'sent');
    expect(waiting.map((r) => [r.toAddress, r.status])).toEqual([['sakin7@example.com', 'queued']]);
    expect(waiting[0]!.providerAnswer).toContain('Şu an meşgul');
    expect(delivered.length - before).toBe(PEOPLE - 1);

    busy.clear();
    expect(await runMailBatch(ctx.db, ctx.app.config, batchId, options)).toEqual({ sent: 1, failed: 0 });
    const retried = (await rowsOf(batchId)).find((r) => r.toAddress === 'sakin7@example.com')!;
    expect([retried.status, retried.attempts]).toEqual(['sent', 2]);
    expect(delivered.slice(before).filter((a) => a === 'sakin7@example.com')).toHaveLength(1);
  });
});
