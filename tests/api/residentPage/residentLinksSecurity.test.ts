/**
 * Residents' personal links against the findings of security issue 21: who may make or revoke a link (every
 * right the page shows, each making in the system log), a resident who left every flat (their link shows no flat,
 * debt, poll or form, and takes no ticket, message or vote), and deleting a resident who once had a link.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullPermissions } from '../../../common/permissions';
import { announcements, residentLinks } from '../../../server/db/schema';
import { deniedMessage } from '../../../server/plugins/auth';
import { collectionScene } from '../helpers/collectionScene';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let scene: Awaited<ReturnType<typeof collectionScene>>;
let make: ReturnType<typeof moneyFixtures>['make'];

const LINK_REFUSED = 'Bu bağlantı geçersiz ya da süresi dolmuş. Yönetimden yeni bir bağlantı isteyiniz.';
const NO_FLAT = 'Sitede kayıtlı güncel bir daireniz yok; bu sayfadan talep, mesaj ya da oy gönderemezsiniz.';
const tokenOf = (url: string) => url.split('/sakin/')[1]!;
const page = (token: string, method: 'GET' | 'POST' = 'GET', path = '', payload?: object) =>
  ctx.app.inject({ method, url: `/api/r/${token}${path}`, ...(payload && { payload }) });

async function linkFor(who: SignedIn, residentId: number): Promise<string> {
  return tokenOf((await dataOf<{ url: string }>(call(who, 'POST', `/resident/${residentId}/page-link`))).url);
}

const linkRows = (residentId: number) =>
  ctx.db.select().from(residentLinks).where(eq(residentLinks.residentId, residentId));

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Papatya Sitesi' });
  const m = moneyFixtures(ctx, owner);
  make = m.make;
  scene = await collectionScene(m, '1.000,00');
  await scene.pay('250,00');
}, 60_000);
afterAll(() => ctx?.close());

describe('finding 4: making a personal link needs every right the page shows', () => {
  it('refuses a clerk with only the resident edit right, makes no link, and logs who made one', async () => {
    const resident = scene.flat.owner.id;
    const before = (await linkRows(resident)).length;
    const clerk = await createSubUser(ctx, owner, { ...fullPermissions(0), exec_resident_and_apartments: 1 });
    const minted = await call(clerk, 'POST', `/resident/${resident}/page-link`);
    expect(minted.statusCode).toBe(403);
    expect(minted.json().description).toBe(deniedMessage('show'));
    expect(await linkRows(resident)).toHaveLength(before);

    // With every right of the page (but not delete) a sub-user makes one; revoking needs delete as well.
    const manager = await createSubUser(ctx, owner, fullPermissions(1));
    const token = await linkFor(manager, resident);
    expect((await page(token)).statusCode).toBe(200);
    const revoke = await call(manager, 'DELETE', `/resident/${resident}/page-links`);
    expect(revoke.statusCode).toBe(403);
    expect(revoke.json().description).toBe(deniedMessage('delete'));
    const clerkRevoke = await call(clerk, 'DELETE', `/resident/${resident}/page-links`);
    expect(clerkRevoke.statusCode).toBe(403);
    expect((await page(token)).statusCode).toBe(200);

    const logs = await call(owner, 'GET', `/system/logs?page=1&per_page=100&table=resident_links`);
    expect(logs.statusCode, logs.body).toBe(200);
    const made = (
      logs.json().Records as { user_id: number | null; action: string; changes: { field: string }[] }[]
    ).filter((entry) => entry.action === 'insert' && entry.user_id === manager.user.id);
    expect(made).toHaveLength(1);
    expect(made[0]!.changes.map((c) => c.field)).toContain('residentId');
  });
});

describe('finding 6: a link outlives the residency', () => {
  it('once the tenant has moved out, the link shows no flat, debt, poll or announcement and takes no write', async () => {
    const m = moneyFixtures(ctx, owner);
    const [flat] = await m.flats(1);
    const tenant = await make.resident({ name: 'Eski', surname: 'Kiracı' });
    await make.link({ apartment_id: flat!.apartment.id, resident_id: tenant.id, type: 2 });
    await m.debt(flat!.apartment.id, scene.type.id, '300,00', { responsible: 'tenant' });
    await ctx.db.insert(announcements).values({
      accountId: owner.user.account_id,
      title: 'Su kesintisi',
      content: 'Yarın su yok.',
      passive: 1,
    });
    const poll = await dataOf<{ id: number; options: { id: number }[] }>(
      call(owner, 'POST', '/survey', {
        title: 'Bahçe',
        question: 'Bahçe düzenlensin mi?',
        options: ['Evet', 'Hayır'],
        end_date: '31.12.2099',
      }),
    );
    const token = await linkFor(owner, tenant.id);
    const living = (await page(token)).json().data;
    expect(living).toMatchObject({ has_flat: true, flats: [{ role: 'Kiracı' }] });
    expect(living.debts.length).toBeGreaterThan(0);
    const vote = { survey_id: poll.id, option_id: poll.options[0]!.id };
    expect((await page(token, 'POST', '/vote', vote)).statusCode).toBe(200);

    await dataOf(
      call(owner, 'DELETE', '/resident/apartment', {
        apartment_id: flat!.apartment.id,
        resident_id: tenant.id,
        type: 2,
      }),
    );
    const left = await page(token);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().data).toMatchObject({
      name: 'Eski Kiracı',
      has_flat: false,
      flats: [],
      debts: [],
      total_debt: 0,
      announcements: [],
    });
    expect((await page(token, 'GET', '/surveys')).json().Records).toEqual([]);
    const writes = [
      await page(token, 'POST', '/vote', vote),
      await page(token, 'POST', '/ticket', { subject: 'Kapı', category: 'fault', body: 'Kapı bozuk.' }),
      await page(token, 'POST', '/message', { body: 'Merhaba' }),
    ];
    for (const answer of writes) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().description).toBe(NO_FLAT);
    }
    const paper = await call(owner, 'POST', '/vote/survey', {
      resident_id: tenant.id,
      survey_id: poll.id,
      vote: poll.options[0]!.id,
    });
    expect(paper.statusCode).toBe(403);
    // The vote given while living there no longer counts.
    const result = (await call(owner, 'GET', `/survey/${poll.id}`)).json().data;
    expect(result.total_votes).toBe(0);
  });
});

describe('finding 8: deleting a resident who once had a link', () => {
  it('deletes them, removes their links in the same step, and the link opens nothing more', async () => {
    const resident = await make.resident({ name: 'Giden', surname: 'Komşu' });
    const token = await linkFor(owner, resident.id);
    expect((await page(token)).statusCode).toBe(200);
    await linkFor(owner, resident.id);

    const removed = await call(owner, 'DELETE', '/resident', { id: resident.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().description).toBe('Sakin silindi.');
    expect(await linkRows(resident.id)).toEqual([]);
    const opened = await page(token);
    expect(opened.statusCode).toBe(401);
    expect(opened.json().description).toBe(LINK_REFUSED);
  });

  it('refuses, with its reason and no 500, a resident who has a ticket: the resident and the ticket stay', async () => {
    const resident = await make.resident({ name: 'Talepli', surname: 'Komşu' });
    const ticket = await call(owner, 'POST', '/ticket', {
      subject: 'Kapı kolu',
      category: 'fault',
      resident_id: resident.id,
      body: 'Kapı kolu kırık.',
    });
    expect(ticket.statusCode, ticket.body).toBe(200);

    const removed = await call(owner, 'DELETE', '/resident', { id: resident.id });
    expect(removed.statusCode, removed.body).toBe(409);
    expect(removed.json().description).toContain('1 talep kaydı var; geçmiş kayıtlar için kişi silinemez');
    const kept = await call(owner, 'GET', `/resident/single?id=${resident.id}`);
    expect(kept.statusCode, kept.body).toBe(200);
  });
});
