import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { EXPORT_QUEUE } from '../../../server/plugins/exportQueue';
import { accountExportsRepository } from '../../../server/repositories/session/accountExports';
import { removeOldExports, runAccountExport } from '../../../server/services/session/accountExport';
import { collectionScene } from '../helpers/collectionScene';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { moneyFixtures } from '../helpers/propertyFixtures';

/** The owner's export as a background job (server/plugins/exportQueue.ts), with the real pg-boss queue. */
let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;
let ownerId: number;
let otherId: number;
const SECRET_BLOCK = 'Başka Hesabın Bloğu';

/** A document file of an account, where the documents service keeps them. */
function documentFile(accountId: number, name: string, text: string) {
  const folder = join(ctx.dataDir, 'accounts', String(accountId), 'documents');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, name), text);
}

beforeAll(async () => {
  ctx = await startTestApp({ jobs: true });
  owner = await registerAccount(ctx, { assocName: 'Dışa Aktaran Site' });
  other = await registerAccount(ctx, { assocName: 'Öteki Site' });
  ownerId = owner.user.account_id;
  otherId = other.user.account_id;
  const scene = await collectionScene(moneyFixtures(ctx, owner), '1250,75');
  const paid = await scene.pay('1000,25');
  expect(paid.statusCode, paid.body).toBe(200);
  const building = await ctx.app.inject({
    method: 'POST',
    url: '/api/building',
    headers: other.headers,
    payload: { name: SECRET_BLOCK, apartment_limit: 4 },
  });
  expect(building.statusCode, building.body).toBe(200);
  documentFile(ownerId, 'karar.pdf', '%PDF-1.4 genel kurul kararı');
  documentFile(otherId, 'oteki-belge.pdf', '%PDF-1.4 öteki hesabın belgesi');
}, 60_000);
afterAll(() => ctx?.close());

type State = { id: number; status: string; file_name: string; size: number | null; requested_at: string };

async function ask(who: SignedIn) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/account/export', headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { description: string; data: State };
}

async function state(who: SignedIn): Promise<State | null> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** Waits until the job has finished the export. */
async function ready(who: SignedIn): Promise<State> {
  for (let tries = 0; tries < 300; tries++) {
    const now = await state(who);
    if (now?.status === 'ready' || now?.status === 'failed') return now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export did not finish in 30 s');
}

const fileOf = (who: SignedIn, id: number) =>
  ctx.app.inject({ method: 'GET', url: `/api/account/export/${id}/file`, headers: who.headers });

async function download(who: SignedIn) {
  const asked = await ask(who);
  expect(asked.description).toBe('Verileriniz hazırlanıyor; hazır olduğunda bildirim alacaksınız.');
  expect(['queued', 'running', 'ready']).toContain(asked.data.status);
  const done = await ready(who);
  expect(done).toMatchObject({ id: asked.data.id, status: 'ready' });
  expect(done.requested_at).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
  const response = await fileOf(who, done.id);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="hesap-\d+-[\d-]+\.zip"$/);
  expect(response.rawPayload.length).toBe(done.size);
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const workbook = XLSX.read(files['veriler.xlsx']!, { type: 'array' });
  const sheet = (name: string) => XLSX.utils.sheet_to_json<Record<string, unknown>>(workbook.Sheets[name]!);
  return { id: done.id, files, workbook, sheet };
}

describe("the owner's export", () => {
  let ownerExportId = 0;

  it("holds every table of the owner's account, its receipts and its files, and nothing of another account", async () => {
    const { id, files, workbook, sheet } = await download(owner);
    ownerExportId = id;
    // The archive alone: neither its `.part` nor the zip writer's side file of the central directory is left.
    expect(readdirSync(join(ctx.dataDir, 'exports', String(ownerId)))).toEqual([`${id}.zip`]);
    expect(sheet('accounts')).toHaveLength(1);
    expect(sheet('accounts')[0]!.assoc_name).toBe('Dışa Aktaran Site');
    expect(workbook.SheetNames).toEqual(expect.arrayContaining(['buildings', 'apartments', 'residents']));
    // Money stays exact kuruş.
    expect(sheet('debts').map((row) => row.amount)).toEqual(['125075']);
    expect(sheet('receipts').map((row) => row.total)).toEqual(['100025']);
    // Every row of every table sheet is the owner's account's.
    for (const name of workbook.SheetNames.filter((sheetName) => sheetName !== 'accounts')) {
      for (const row of sheet(name)) expect(row.account_id, name).toBe(ownerId);
    }
    expect(sheet('buildings').map((row) => row.name)).not.toContain(SECRET_BLOCK);
    // No password hash leaves the server.
    expect(Object.keys(sheet('users')[0]!)).not.toContain('password_hash');
    expect(workbook.SheetNames).not.toContain('refresh_tokens');

    const names = Object.keys(files);
    const receipts = names.filter((name) => name.startsWith('makbuzlar/'));
    expect(receipts).toHaveLength(1);
    expect(new TextDecoder().decode(files[receipts[0]!]!.slice(0, 5))).toBe('%PDF-');
    expect(names).toContain('dosyalar/documents/karar.pdf');
    expect(names.some((name) => name.includes('oteki-belge'))).toBe(false);
  });

  it('tells the account through the bell that the file is ready', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: owner.headers,
    });
    const notice = response.json().Records.find((row: { kind: string }) => row.kind === 'account_export');
    expect(notice).toMatchObject({
      title: 'Verilerinizin dışa aktarımı hazır',
      link: '/profile',
      read: false,
    });
  });

  it('gives the other account only its own rows and files, and never the owner’s file', async () => {
    const { files, sheet } = await download(other);
    expect(sheet('buildings').map((row) => row.name)).toEqual([SECRET_BLOCK]);
    for (const row of sheet('buildings')) expect(row.account_id).toBe(otherId);
    expect(Object.keys(files)).toContain('dosyalar/documents/oteki-belge.pdf');
    expect(Object.keys(files)).not.toContain('dosyalar/documents/karar.pdf');
    expect(Object.keys(files).some((name) => name.startsWith('makbuzlar/'))).toBe(false);

    const theirs = await fileOf(other, ownerExportId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().description).toBe('Dışa aktarım dosyası bulunamadı; yeniden hazırlayabilirsiniz.');
  });

  it('is refused to a sub-user, even one with every right', async () => {
    const sub = await createSubUser(ctx, owner);
    for (const request of [
      { method: 'POST' as const, url: '/api/account/export' },
      { method: 'GET' as const, url: '/api/account/export' },
      { method: 'GET' as const, url: `/api/account/export/${ownerExportId}/file` },
    ]) {
      const response = await ctx.app.inject({ ...request, headers: sub.headers });
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json().description).toBe('Bu işlemi yalnızca hesap sahibi yapabilir.');
    }
  });

  it('removes an export and its file after 7 days', async () => {
    const path = join(ctx.dataDir, 'exports', String(ownerId), `${ownerExportId}.zip`);
    expect(await removeOldExports(ctx.db, ctx.dataDir, new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(existsSync(path)).toBe(true);
    expect(await removeOldExports(ctx.db, ctx.dataDir, new Date(Date.now() + 8 * 86_400_000))).toBe(2);
    expect(existsSync(path)).toBe(false);
    expect((await fileOf(owner, ownerExportId)).statusCode).toBe(404);
    expect(await state(owner)).toBeNull();
  });

  it('starts one job while one is waiting: a second request answers the first', async () => {
    // No worker on this instance from here: the export stays waiting.
    await ctx.app.jobs!.boss.offWork(EXPORT_QUEUE);
    const [first, second] = await Promise.all([ask(owner), ask(owner)]);
    const third = await ask(owner);
    expect(second.data.id).toBe(first.data.id);
    expect(third.data).toMatchObject({ id: first.data.id, status: 'queued' });
    expect(third.description).toBe('Verileriniz zaten hazırlanıyor; hazır olduğunda bildirim alacaksınız.');
    const { rows } = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${EXPORT_QUEUE}
        AND data->>'accountId' = ${String(ownerId)} AND state IN ('created', 'retry', 'active')`);
    expect(rows[0]!.n).toBe(1);
    expect((await fileOf(owner, first.data.id)).statusCode).toBe(404);

    // The job, run here, finishes it; then a new request is a new export.
    const deps = { db: ctx.app.db, readDb: ctx.app.db, dataDir: ctx.dataDir };
    expect(await runAccountExport(deps, { accountId: ownerId, exportId: first.data.id })).toBe('ready');
    expect(await runAccountExport(deps, { accountId: ownerId, exportId: first.data.id })).toBeNull();
    expect((await fileOf(owner, first.data.id)).statusCode).toBe(200);
    expect((await ask(owner)).data.id).toBeGreaterThan(first.data.id);
  });

  it('removes what crashed exports left half-written, never a running export’s files nor a fresh export', async () => {
    const deps = { db: ctx.app.db, readDb: ctx.app.db, dataDir: ctx.dataDir };
    const fresh = (await ask(owner)).data.id;
    expect(await runAccountExport(deps, { accountId: ownerId, exportId: fresh })).toBe('ready');
    const running = (await ask(owner)).data.id;
    expect(await accountExportsRepository.start(ctx.db, ownerId, running)).toBeDefined();
    // An instance died while writing this one; asking again later found it stale and failed it.
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO account_exports (account_id, status, started_at, finished_at)
      VALUES (${ownerId}, 'failed', now() - interval '1 day', now()) RETURNING id`);
    const crashed = rows[0]!.id;
    // The row of this one is gone (removed with the exports older than 7 days).
    const gone = crashed + 1000;

    const file = (accountId: number, name: string) => join(ctx.dataDir, 'exports', String(accountId), name);
    const plant = (accountId: number, id: number) => {
      mkdirSync(join(ctx.dataDir, 'exports', String(accountId)), { recursive: true });
      const names = [`${id}.zip.part`, `${id}.zip.part.directory`];
      for (const name of names) writeFileSync(file(accountId, name), 'yarım kalmış arşiv');
      return names.map((name) => file(accountId, name));
    };
    const leftovers = [...plant(ownerId, crashed), ...plant(ownerId, gone), ...plant(otherId, gone)];
    const beingWritten = plant(ownerId, running);

    expect(await removeOldExports(ctx.db, ctx.dataDir)).toBe(0);
    for (const path of leftovers) expect(existsSync(path), path).toBe(false);
    for (const path of beingWritten) expect(existsSync(path), path).toBe(true);
    expect(existsSync(file(ownerId, `${fresh}.zip`))).toBe(true);
    expect((await fileOf(owner, fresh)).statusCode).toBe(200);
  });
});
