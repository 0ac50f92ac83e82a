/**
 * Residents' personal links and the resident page's own reads (issue 11): a link shows only its resident's flats,
 * debts and receipts and the account's shown announcements; it expires, can be revoked, is refused when unknown,
 * and counts its uses in the audit log; an SMS with {link} gives each resident their own working link, whose token
 * is in clear only in what the gateway got (security issue 21: stored, listed, exported and logged masked).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { buildApp } from '../../../server/app';
import {
  accounts,
  announcements,
  auditLog,
  residentLinks,
  smsCampaigns,
  smsMessages,
} from '../../../server/db/schema';
import { runAccountExport } from '../../../server/services/session/accountExport';
import { deliverCampaign } from '../../../server/services/sms/sending';
import { collectionScene } from '../helpers/collectionScene';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { outbox, startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let scene: Awaited<ReturnType<typeof collectionScene>>;
let neighbour: { id: number };
let receiptId: number;

const REFUSED = 'Bu bağlantı geçersiz ya da süresi dolmuş. Yönetimden yeni bir bağlantı isteyiniz.';
const tokenOf = (url: string) => url.split('/sakin/')[1]!;
const page = (token: string, path = '') => ctx.app.inject({ method: 'GET', url: `/api/r/${token}${path}` });

async function linkFor(residentId: number): Promise<string> {
  const data = await dataOf<{ url: string }>(call(owner, 'POST', `/resident/${residentId}/page-link`));
  return tokenOf(data.url);
}

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Lale Apartmanı' });
  const m = moneyFixtures(ctx, owner);
  scene = await collectionScene(m, '1.000,00');
  const paid = await scene.pay('250,00');
  receiptId = paid.json().data.receipt_id;
  const [other] = await m.flats(1);
  neighbour = other!.owner;
  await m.debt(other!.apartment.id, scene.type.id, '999,00');
  await ctx.db.insert(announcements).values([
    {
      accountId: owner.user.account_id,
      title: 'Asansör bakımı',
      content: 'Salı günü asansör çalışmayacak.',
      passive: 1,
    },
    { accountId: owner.user.account_id, title: 'Gizli taslak', content: 'Henüz yayımlanmadı.', passive: 0 },
  ]);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe('the resident page', () => {
  it('shows the resident’s own flats, open debts, receipts and the shown announcements, nothing of others', async () => {
    const token = await linkFor(scene.flat.owner.id);
    const answer = await page(token);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    expect(data.assoc_name).toBe('Lale Apartmanı');
    expect(data.flats).toEqual([
      {
        flat: expect.stringContaining(' 1'),
        payment_code: scene.flat.apartment.payment_code,
        role: 'Ev sahibi',
        role_type: 1,
      },
    ]);
    expect(data.total_debt).toBe(750);
    expect(data.debts).toHaveLength(1);
    expect(data.receipts.map((r: { id: number }) => r.id)).toEqual([receiptId]);
    expect(data.announcements.map((a: { title: string }) => a.title)).toEqual(['Asansör bakımı']);
    expect(JSON.stringify(data)).not.toContain('999');
  });

  it('serves the resident’s own receipt as PDF, not a neighbour’s', async () => {
    const own = await page(await linkFor(scene.flat.owner.id), `/receipt/${receiptId}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const theirs = await page(await linkFor(neighbour.id), `/receipt/${receiptId}`);
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses an unknown, revoked or expired link with one clear sentence', async () => {
    const unknown = await page('AbCdEfGhIjKlMnOpQrStUvWxYz012345');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().description).toBe(REFUSED);
    expect((await page('../../etc/passwd')).statusCode).toBe(404);

    const token = await linkFor(neighbour.id);
    expect((await page(token)).statusCode).toBe(200);
    const revoke = await call(owner, 'DELETE', `/resident/${neighbour.id}/page-links`);
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await page(token)).statusCode).toBe(401);

    const expiring = await linkFor(neighbour.id);
    await ctx.db
      .update(residentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(residentLinks.residentId, neighbour.id));
    expect((await page(expiring)).statusCode).toBe(401);
  });

  it('counts every use and writes it to the audit log; the manager sees the links', async () => {
    const token = await linkFor(scene.flat.owner.id);
    await page(token);
    await page(token);
    const links = (await call(owner, 'GET', `/resident/${scene.flat.owner.id}/page-links`)).json()
      .Records as {
      uses: number;
    }[];
    expect(links[0]!.uses).toBe(2);
    const uses = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'resident_links'), eq(auditLog.action, 'update')));
    expect(uses.length).toBeGreaterThanOrEqual(2);
  });

  it('does not let another account make or list a link for the resident', async () => {
    const stranger = await registerAccount(ctx);
    expect((await call(stranger, 'POST', `/resident/${scene.flat.owner.id}/page-link`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/resident/${scene.flat.owner.id}/page-links`)).statusCode).toBe(404);
  });
});

describe('the request log', () => {
  it('never carries a link’s token: /api/r/<token>… and /sakin/<token> are written masked (issue 21, finding 1)', async () => {
    const token = await linkFor(scene.flat.owner.id);
    const lines: string[] = [];
    const logged = await buildApp(
      { ...ctx.config, logLevel: 'info' },
      { db: ctx.db, logStream: { write: (line) => lines.push(line) } },
    );
    try {
      for (const url of [`/api/r/${token}`, `/api/r/${token}/receipt/${receiptId}`, `/sakin/${token}`]) {
        await logged.inject({ method: 'GET', url });
      }
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    expect(log).toContain(`/api/r/••••${token.slice(-3)}/receipt/${receiptId}`);
    expect(log).toContain(`/sakin/••••${token.slice(-3)}`);
    expect(log).not.toContain(token);
  });
});

describe('the {link} field of an SMS', () => {
  const MESSAGE = 'Sayın {ad}, sakin sayfanız: {link}';

  /** Sends a message to every resident and hands the campaign to the gateway (the outbox file). */
  async function sendAndDeliver(message: string) {
    await ctx.db.update(accounts).set({ smsCredits: 20 }).where(eq(accounts.id, owner.user.account_id));
    const { rows } = await ctx.db.execute<{ id: number }>(
      // Phones so that both residents are reachable.
      sql`update residents set phone = '53' || lpad((id % 100000000)::text, 8, '0')
        where account_id = ${owner.user.account_id} returning id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const payload = { all_data: true, message };
    const preview = await dataOf<{ recipients: { text: string }[] }>(
      call(owner, 'POST', '/group/sms/preview', payload),
    );
    const before = outbox(ctx).length;
    const campaignId = (
      await dataOf<{ campaign_id: number }>(call(owner, 'POST', '/group/sms/send', payload))
    ).campaign_id;
    expect((await deliverCampaign(ctx.db, ctx.app.sms, campaignId)).sent).toBe(preview.recipients.length);
    const stored = () => ctx.db.select().from(smsMessages).where(eq(smsMessages.campaignId, campaignId));
    return { campaignId, preview, sent: outbox(ctx).slice(before), stored };
  }

  it('gives each resident their own working link, counted in the parts', async () => {
    const { preview, sent } = await sendAndDeliver(MESSAGE);
    const tokens = sent.map((line) => tokenOf(line.text));
    expect(new Set(tokens).size).toBe(preview.recipients.length);
    // The preview counted a link of the same length as the real one.
    expect(sent.map((line) => line.text.length).sort()).toEqual(
      preview.recipients.map((r) => r.text.length).sort(),
    );
    for (const token of tokens) expect((await page(token)).statusCode).toBe(200);
  });

  it('is in clear only in what the gateway got: the reports, the stored texts and the export show it masked (issue 21, finding 1)', async () => {
    const { sent, stored } = await sendAndDeliver(MESSAGE);
    const tokens = sent.map((line) => tokenOf(line.text));
    const leaks = (text: string) => tokens.filter((token) => text.includes(token));
    // A sub-user who may only read the SMS reports.
    const reader = await createSubUser(ctx, owner, { show_sms: 1 });
    const reports = await call(reader, 'GET', '/sms/reports?page=1&per_page=100');
    expect(reports.statusCode, reports.body).toBe(200);
    expect(leaks(reports.body)).toEqual([]);
    for (const token of tokens) expect(reports.body).toContain(`/sakin/••••${token.slice(-3)}`);
    expect(leaks(JSON.stringify(await stored()))).toEqual([]);
    // The owner's export: asked for, built by its job (run here: no queue in this file), then downloaded.
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/export',
      headers: owner.headers,
    });
    const job = { accountId: owner.user.account_id, exportId: asked.json().data.id };
    await runAccountExport({ db: ctx.app.db, readDb: ctx.app.db, dataDir: ctx.dataDir }, job);
    const zip = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/export/${job.exportId}/file`,
      headers: owner.headers,
    });
    const workbook = XLSX.read(unzipSync(new Uint8Array(zip.rawPayload))['veriler.xlsx']!, { type: 'array' });
    const cells = workbook.SheetNames.map((name) => XLSX.utils.sheet_to_csv(workbook.Sheets[name]!)).join(
      '\n',
    );
    expect(cells).toContain('/sakin/••••');
    expect(leaks(cells)).toEqual([]);
    // The outbox is the development gateway: it holds the links in clear, for the server's user only.
    expect(statSync(join(ctx.dataDir, 'sms-outbox.jsonl')).mode & 0o777).toBe(0o600);
  });

  it('makes a new link each time a message is handed to the gateway', async () => {
    const { campaignId, sent, stored } = await sendAndDeliver(MESSAGE);
    const [first] = await stored();
    await ctx.db.update(smsMessages).set({ status: 'queued' }).where(eq(smsMessages.id, first!.id));
    await ctx.db.update(smsCampaigns).set({ status: 'queued' }).where(eq(smsCampaigns.id, campaignId));
    const before = outbox(ctx).length;
    expect((await deliverCampaign(ctx.db, ctx.app.sms, campaignId)).sent).toBe(1);
    const [again] = outbox(ctx).slice(before);
    const token = tokenOf(again!.text);
    expect(sent.map((line) => tokenOf(line.text))).not.toContain(token);
    expect((await page(token)).statusCode).toBe(200);
    const [kept] = (await stored()).filter((m) => m.id === first!.id);
    expect(kept!.text).toContain(`/sakin/••••${token.slice(-3)}`);
    expect(kept!.text).not.toContain(token);
  });

  it('masks the links of the SMS written before (migration 0023)', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123_Fq';
    const [row] = await ctx.db
      .insert(smsMessages)
      .values({
        accountId: owner.user.account_id,
        toPhone: '5301112233',
        text: `Sayın Ayşe, sayfanız: https://site.example/sakin/${token} iyi günler`,
        parts: 1,
        kind: 'campaign',
        provider: 'outbox',
      })
      .returning();
    const migration = readFileSync(
      fileURLToPath(new URL('../../../server/db/migrations/0023_mask_link_tokens.sql', import.meta.url)),
      'utf8',
    );
    await ctx.pool.query(migration);
    const [masked] = await ctx.db.select().from(smsMessages).where(eq(smsMessages.id, row!.id));
    expect(masked!.text).toBe('Sayın Ayşe, sayfanız: https://site.example/sakin/••••_Fq iyi günler');
  });

  it('is refused in a monthly send', async () => {
    const answer = await call(owner, 'POST', '/group/sms/send', {
      all_data: true,
      message: 'Sayfanız: {link}',
      continually: true,
      continually_date: '31.12.2030',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.message).toContain('{link}');
  });
});
