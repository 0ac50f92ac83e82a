/**
 * Reminders cut short (docs/reminders.md, "Cut short"): an SMS or e-mail reminder a crashed worker or run left
 * 'sending' for 31 minutes becomes failed with "Gönderim yarıda kaldı; tekrar gönderilmedi" in the reports and the
 * run's history, and is never sent again (a local fake Netgsm and a local SMTP server see nothing); one left 5
 * minutes ago is untouched.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, reminderSends, residents, smsMessages } from '../../../server/db/schema';
import { netgsmProvider } from '../../../server/plugins/netgsm';
import { mailMessagesRepository } from '../../../server/repositories/mail/mailMessages';
import { reminderRunsRepository } from '../../../server/repositories/sms/reminderRuns';
import { smsCampaignsRepository } from '../../../server/repositories/sms/smsCampaigns';
import { failStaleReminders } from '../../../server/services/sms/reminderStale';
import { deliverCampaign } from '../../../server/services/sms/sending';
import { startTestApp, type TestContext } from '../helpers/harness';
import { reminderScene } from './reminderScene';

const REASON = 'Gönderim yarıda kaldı; tekrar gönderilmedi';
let ctx: TestContext;
let smtp: SMTPServer;
let gatewayServer: Server;
let gateway: ReturnType<typeof netgsmProvider>;
/** What reached the local SMTP server and the fake Netgsm. */
const delivered: string[] = [];
const gatewayRequests: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  gatewayServer = createServer((request, response) => {
    gatewayRequests.push(request.url ?? '');
    request.resume();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ code: '00', jobid: 'JOB-1' }));
  });
  await new Promise<void>((resolve) => gatewayServer.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await startTestApp({
    mail: { provider: 'smtp', url: `smtp://127.0.0.1:${port}`, from: 'Site <site@example.com>' },
  });
  const url = `http://127.0.0.1:${(gatewayServer.address() as AddressInfo).port}`;
  gateway = netgsmProvider(ctx.db, { usercode: 'u', password: 'p', header: 'CINARAPT', url });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise((resolve) => gatewayServer?.close(resolve));
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

type Scene = Awaited<ReturnType<typeof reminderScene>>;

/** The account's runs as the history shows them. */
async function history(s: Scene) {
  const answer = await s.call(s.owner, 'GET', '/reminder/runs?page=1');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().Records as { id: number; sent: number; failed: number; errors: string[] }[];
}

describe('reminders cut short', () => {
  it('fails an SMS left sending 31 minutes ago, keeps one of 5 minutes, and sends neither again', async () => {
    const s = await reminderScene(ctx);
    const [late, recent] = await s.flats(2);
    for (const flat of [late, recent]) {
      await s.m.debt(flat!.apartment.id, s.type.id, '300,00', { due_date: '10.11.2026' });
    }
    await s.rule();
    expect((await s.run('15.11.2026')).json().data).toMatchObject({ sent: 2, failed: 0 });
    const written = await s.messages();
    const campaignId = written[0]!.campaignId!;
    // At night (22:00–06:00 Istanbul) a run holds its SMS until 06:00: release them as the morning's tick would,
    // so the test reads the same at any hour (a no-op by day).
    await smsCampaignsRepository.releaseDue(ctx.db, new Date(Date.now() + 86_400_000));
    // The SMS worker claims both, then its process dies before the gateway is called.
    expect(await smsCampaignsRepository.claim(ctx.db, campaignId, 100)).toHaveLength(2);
    const byResident = new Map(written.map((m) => [m.residentId, m.id]));
    const lateId = byResident.get(late!.owner.id)!;
    const recentId = byResident.get(recent!.owner.id)!;
    await ctx.db
      .update(smsMessages)
      .set({ claimedAt: minutesAgo(31) })
      .where(eq(smsMessages.id, lateId));
    await ctx.db
      .update(smsMessages)
      .set({ claimedAt: minutesAgo(5) })
      .where(eq(smsMessages.id, recentId));

    expect(await failStaleReminders(ctx.db)).toBe(1);

    const after = new Map((await s.messages()).map((m) => [m.id, m]));
    expect(after.get(lateId)).toMatchObject({ status: 'failed', error: REASON });
    expect(after.get(recentId)).toMatchObject({ status: 'sending', error: null });
    const [run] = await history(s);
    expect(run).toMatchObject({ sent: 1, failed: 1, errors: [REASON] });
    const reports = await s.call(s.owner, 'GET', '/sms/reports?page=1');
    expect(reports.body).toContain(REASON);

    // Neither the queue's next try nor a second run of the day sends anything.
    expect(await deliverCampaign(ctx.db, gateway, campaignId)).toEqual({ sent: 0, failed: 0, retry: 0 });
    expect((await s.run('15.11.2026')).json().data).toMatchObject({ sent: 0, failed: 0 });
    expect(await failStaleReminders(ctx.db)).toBe(0);
    expect(gatewayRequests).toEqual([]);
    expect(await s.messages()).toHaveLength(2);
  });

  it('fails e-mail reminders a run left 31 minutes ago and leaves a run of 5 minutes ago alone', async () => {
    const s = await reminderScene(ctx);
    const flats = await s.flats(4);
    for (const [index, flat] of flats.entries()) {
      await ctx.db
        .update(residents)
        .set({ email: `sakin${index + 1}@example.com` })
        .where(eq(residents.id, flat.owner.id));
      await s.m.debt(flat.apartment.id, s.type.id, '200,00', { due_date: '10.11.2026' });
    }
    const rule = await s.rule({ channels: ['email'] });
    const [a, b, c, d] = flats.map((f) => f.owner.id);
    /**
     * What a run that died leaves, written by the run's own steps: its claims, and for the first resident the
     * message written as 'sending' before the provider was called; the second was never reached.
     */
    async function crashedRun(mailed: number, unreached: number, minutes: number) {
      const run = {
        accountId: s.accountId,
        ruleId: rule.id,
        runId: await reminderRunsRepository.startRun(ctx.db, {
          accountId: s.accountId,
          ruleId: rule.id,
          date: '2026-11-15',
          manual: true,
          userId: null,
        }),
      };
      const claim = (residentId: number) => ({
        residentId,
        dueDate: '2026-11-10',
        channel: 'email' as const,
        openAmount: 20_000n,
      });
      await reminderRunsRepository.claim(ctx.db, run, [claim(mailed), claim(unreached)]);
      const message = await mailMessagesRepository.insert(ctx.db, {
        accountId: s.accountId,
        residentId: mailed,
        toAddress: 'x@example.com',
        subject: 'Aidat hatırlatması — Çınar Apt.',
        kind: 'reminder',
        provider: 'smtp',
        status: 'sending',
        claimedAt: minutesAgo(minutes),
      });
      await reminderRunsRepository.linkMail(
        ctx.db,
        run,
        { residentId: mailed, dueDate: '2026-11-10' },
        message.id,
      );
      await ctx.db.execute(sql`update reminder_sends set created_at = ${minutesAgo(minutes).toISOString()}
        where run_id = ${run.runId}`);
      return { runId: run.runId, messageId: message.id };
    }
    const old = await crashedRun(a!, b!, 31);
    const fresh = await crashedRun(c!, d!, 5);

    expect(await failStaleReminders(ctx.db)).toBe(2);

    const sends = await ctx.db
      .select()
      .from(reminderSends)
      .where(inArray(reminderSends.runId, [old.runId, fresh.runId]));
    const statusOf = (residentId: number) => sends.find((r) => r.residentId === residentId);
    expect(statusOf(a!)).toMatchObject({ status: 'failed', error: REASON });
    expect(statusOf(b!)).toMatchObject({ status: 'failed', error: REASON });
    expect(statusOf(c!)).toMatchObject({ status: 'queued', error: null });
    expect(statusOf(d!)).toMatchObject({ status: 'queued', error: null });
    const mails = await ctx.db
      .select()
      .from(mailMessages)
      .where(inArray(mailMessages.id, [old.messageId, fresh.messageId]));
    expect(mails.find((m) => m.id === old.messageId)).toMatchObject({
      status: 'failed',
      providerAnswer: REASON,
    });
    expect(mails.find((m) => m.id === fresh.messageId)).toMatchObject({ status: 'sending' });

    const runs = new Map((await history(s)).map((r) => [r.id, r]));
    expect(runs.get(old.runId)).toMatchObject({ sent: 0, failed: 2, errors: [REASON] });
    expect(runs.get(fresh.runId)).toMatchObject({ sent: 0, failed: 0, errors: [] });
    const reports = await s.call(s.owner, 'GET', '/mail/reports?page=1');
    expect(reports.json().Records).toContainEqual(
      expect.objectContaining({ id: old.messageId, status: 'failed', answer: REASON }),
    );

    // The day run again sends nobody an e-mail: each reminder was claimed once.
    expect((await s.run('15.11.2026')).json().data).toMatchObject({ sent: 0, failed: 0 });
    expect(delivered).toEqual([]);
  });
});
