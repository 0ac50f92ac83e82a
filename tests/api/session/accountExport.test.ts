import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { collectionScene } from '../helpers/collectionScene';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { moneyFixtures } from '../helpers/propertyFixtures';

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
  ctx = await startTestApp();
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
});
afterAll(() => ctx?.close());

async function download(who: SignedIn) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: who.headers });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="hesap-\d+-[\d-]+\.zip"$/);
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const workbook = XLSX.read(files['veriler.xlsx']!, { type: 'array' });
  const sheet = (name: string) => XLSX.utils.sheet_to_json<Record<string, unknown>>(workbook.Sheets[name]!);
  return { files, workbook, sheet };
}

describe("the owner's export", () => {
  it("holds every table of the owner's account, its receipts and its files, and nothing of another account", async () => {
    const { files, workbook, sheet } = await download(owner);
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

  it('gives the other account only its own rows and files', async () => {
    const { files, sheet } = await download(other);
    expect(sheet('buildings').map((row) => row.name)).toEqual([SECRET_BLOCK]);
    for (const row of sheet('buildings')) expect(row.account_id).toBe(otherId);
    expect(Object.keys(files)).toContain('dosyalar/documents/oteki-belge.pdf');
    expect(Object.keys(files)).not.toContain('dosyalar/documents/karar.pdf');
    expect(Object.keys(files).some((name) => name.startsWith('makbuzlar/'))).toBe(false);
  });

  it('is refused to a sub-user, even one with every right', async () => {
    const sub = await createSubUser(ctx, owner);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: sub.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().description).toBe('Bu işlemi yalnızca hesap sahibi yapabilir.');
  });
});
