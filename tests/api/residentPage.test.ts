/**
 * Residents' personal links and the resident page's own reads (issue 11): a link shows only its resident's flats,
 * debts and receipts and the account's shown announcements; it expires, can be revoked, is refused when unknown,
 * and counts its uses in the audit log; an SMS with {link} gives each resident their own working link.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, announcements, auditLog, residentLinks, smsMessages } from '../../server/db/schema';
import { collectionScene } from './collectionScene';
import { registerAccount, type SignedIn } from './fixtures';
import { startTestApp, type TestContext } from './harness';
import { caller, dataOf, moneyFixtures } from './propertyFixtures';

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
    expect(data.flats).toEqual([{ flat: expect.stringContaining(' 1'), role: 'Ev sahibi' }]);
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

describe('the {link} field of an SMS', () => {
  it('gives each resident their own working link, counted in the parts', async () => {
    await ctx.db.update(accounts).set({ smsCredits: 20 }).where(eq(accounts.id, owner.user.account_id));
    const { rows } = await ctx.db.execute<{ id: number }>(
      // Phones so that both residents are reachable.
      sql`update residents set phone = '53' || lpad((id % 100000000)::text, 8, '0')
        where account_id = ${owner.user.account_id} returning id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const payload = { all_data: true, message: 'Sayın {ad}, sakin sayfanız: {link}' };
    const preview = await dataOf<{ recipients: { text: string; characters: number }[] }>(
      call(owner, 'POST', '/group/sms/preview', payload),
    );
    const sent = await call(owner, 'POST', '/group/sms/send', payload);
    expect(sent.statusCode, sent.body).toBe(200);
    const messages = await ctx.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.campaignId, sent.json().data.campaign_id));
    expect(messages.length).toBe(preview.recipients.length);
    const tokens = messages.map((m) => m.text.split('/sakin/')[1]!);
    expect(new Set(tokens).size).toBe(messages.length);
    // The preview counted a link of the same length as the real one.
    expect(messages.map((m) => m.text.length).sort()).toEqual(
      preview.recipients.map((r) => r.text.length).sort(),
    );
    for (const token of tokens) expect((await page(token)).statusCode).toBe(200);
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
