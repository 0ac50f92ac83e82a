import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APARTMENT_COLUMNS,
  IMPORT_MESSAGES,
  readApartmentSheet,
  readResidentSheet,
  sheetProblem,
} from '../../../common/importRows';
import { accounts, apartments, auditLog, buildings } from '../../../server/db/schema';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { apartmentFile } from '../helpers/importFiles';
import { caller, property } from '../helpers/propertyFixtures';
import { fixture, sheetRows, workbookOf } from '../helpers/xlsx';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'İçe Aktarma Sitesi' });
  await ctx.db.update(accounts).set({ apartmentLimit: 1000 }).where(eq(accounts.id, owner.user.account_id));
  call = caller(ctx);
});
afterAll(() => ctx?.close());

async function apartmentCount(accountId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(apartments)
    .where(eq(apartments.accountId, accountId));
  return row?.n ?? 0;
}

describe('apartment import', () => {
  it('imports a good file: creates missing buildings, skips existing flats, resolves dues groups by name', async () => {
    const make = property(ctx, owner);
    const forest = await make.building('Orman Blok');
    await make.apartment({ building_id: forest.id, identifier: '2', area: 99 });
    const dues = await make.group({ name: 'Standart Aidat', type: 2, amount: 850 });

    const answer = await call(owner, 'POST', '/apartment/multi', await apartmentFile('apartments-ok.xlsx'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      description:
        '9 daire içe aktarıldı. 1 yeni blok oluşturuldu. 1 daire zaten kayıtlı olduğu için atlandı.',
      data: { problems: [], created: 9, skipped: 1 },
    });
    const sea = await ctx.db.select().from(buildings).where(eq(buildings.name, 'Deniz Blok'));
    expect(sea).toHaveLength(1);
    expect(sea[0]!.apartmentLimit).toBe(5);
    const list = await call(owner, 'POST', '/all/apartments?page=1&per_page=20', { building_id: sea[0]!.id });
    expect(
      list
        .json()
        .Records.map((a: { identifier: string; area: number; land: number; group_id: number | null }) => [
          a.identifier,
          a.area,
          a.land,
          a.group_id,
        ]),
    ).toEqual([
      ['1', 95.5, 12, dues.id],
      ['2', 110, 14.25, dues.id],
      ['3', 120.75, 15, null],
      ['4', 88, 11, dues.id],
      ['5', 135, 17.5, null],
    ]);
    const forestList = await call(owner, 'POST', '/all/apartments?page=1&per_page=20', {
      building_id: forest.id,
    });
    expect(forestList.json().Records.map((a: { identifier: string }) => a.identifier)).toEqual([
      '1A',
      '1B',
      '2',
      '3',
      '10',
    ]);
    expect(forestList.json().Records.find((a: { identifier: string }) => a.identifier === '2').area).toBe(99);
    const audits = await ctx.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.accountId, owner.user.account_id), eq(auditLog.tableName, 'apartments')));
    expect(audits[0]!.n).toBe(10);
    const [first] = await ctx.db
      .select()
      .from(apartments)
      .where(eq(apartments.buildingId, sea[0]!.id))
      .limit(1);
    const [written] = await ctx.db
      .select({ after: auditLog.after, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'apartments'), eq(auditLog.recordId, String(first!.id))));
    expect(written).toEqual({
      after: expect.objectContaining({ identifier: first!.identifier, land: first!.land }),
      userId: owner.user.id,
    });
  });

  it('adds nothing when the same file comes again, and skips every flat of an edited copy', async () => {
    const before = await apartmentCount(owner.user.account_id);
    const again = await call(owner, 'POST', '/apartment/multi', await apartmentFile('apartments-ok.xlsx'));
    expect(again.statusCode).toBe(200);
    expect(again.json().description).toMatch(
      /^Bu dosya \d{2}\.\d{2}\.\d{4} tarihinde içe aktarılmıştı\. Yeni kayıt eklenmedi\.$/,
    );
    expect(again.json().data).toEqual({ problems: [], created: 0, skipped: 10 });
    const copy = await apartmentFile('apartments-ok.xlsx');
    const edited = await call(owner, 'POST', '/apartment/multi', {
      ...copy,
      file_key: `${copy.file_key}-v2`,
    });
    expect(edited.json()).toMatchObject({
      description: '0 daire içe aktarıldı. 10 daire zaten kayıtlı olduğu için atlandı.',
      data: { created: 0, skipped: 10 },
    });
    expect(await apartmentCount(owner.user.account_id)).toBe(before);
  });

  it('imports 200 flats and lists them', async () => {
    const answer = await call(owner, 'POST', '/apartment/multi', await apartmentFile('apartments-200.xlsx'));
    expect(answer.json()).toMatchObject({ data: { created: 200, skipped: 0 } });
    const lale = await call(owner, 'POST', '/all/apartments?page=1&per_page=500', {});
    const names = lale.json().Records.map((a: { building_name: string }) => a.building_name);
    expect(names.filter((n: string) => n === 'Lale Blok')).toHaveLength(100);
    expect(names.filter((n: string) => n === 'Menekşe Blok')).toHaveLength(100);
  });

  it('imports nothing from a file with 10 good rows and 1 bad one, and names the bad row', async () => {
    const before = await apartmentCount(owner.user.account_id);
    const answer = await call(
      owner,
      'POST',
      '/apartment/multi',
      await apartmentFile('apartments-10-good-1-bad.xlsx'),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      description: 'Dosyada hatalı satırlar var. Hiçbir kayıt eklenmedi.',
      data: {
        problems: [{ row: 7, column: 'Brüt m²', reason: 'Bir sayı giriniz.' }],
        created: 0,
        skipped: 0,
      },
    });
    expect(await apartmentCount(owner.user.account_id)).toBe(before);
    expect(await ctx.db.select().from(buildings).where(eq(buildings.name, 'Gül Blok'))).toEqual([]);
  });

  it('lists every kind of row problem with row number, column and Turkish reason', async () => {
    const rows = [
      { row: 2, building: '', identifier: '1', area: null, land: null, group: null },
      { row: 3, building: 'Yeni Blok', identifier: '', area: '1,234', land: -1, group: 'Olmayan Grup' },
      { row: 4, building: 'Yeni Blok', identifier: '5', area: 0.1 + 0.2, land: '1,23456', group: null },
      { row: 5, building: 'yeni blok', identifier: '5', area: null, land: null, group: null },
    ];
    const answer = await call(owner, 'POST', '/apartment/multi', { file_key: 'problem-rows-0001', rows });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.problems).toEqual([
      { row: 2, column: 'Blok', reason: 'Blok adı boş olamaz.' },
      { row: 3, column: 'Daire No', reason: 'Daire numarası boş olamaz.' },
      { row: 3, column: 'Brüt m²', reason: 'En fazla 2 ondalık basamak girilebilir.' },
      { row: 3, column: 'Arsa Payı', reason: 'Negatif olamaz.' },
      {
        row: 3,
        column: 'Grup',
        reason: '"Olmayan Grup" adında bir aidat grubu yok. Önce Tanımlar bölümünden ekleyiniz.',
      },
      { row: 4, column: 'Brüt m²', reason: 'En fazla 2 ondalık basamak girilebilir.' },
      { row: 4, column: 'Arsa Payı', reason: 'En fazla 4 ondalık basamak girilebilir.' },
      { row: 5, column: 'Daire No', reason: 'Bu daire dosyada 4. satırda da var.' },
    ]);
  });

  it('reports missing columns and an empty sheet before sending, and refuses an empty row list', async () => {
    const missing = readApartmentSheet(
      await sheetRows(
        await workbookOf([
          [APARTMENT_COLUMNS.building, 'Brüt m²'],
          ['A Blok', 100],
        ]),
      ),
    );
    expect(missing.missingColumns).toEqual(['Daire No']);
    expect(sheetProblem(missing)).toBe(
      'Dosyada şu sütunlar eksik: Daire No. İlk satır sütun başlıklarını içermelidir.',
    );
    const residentsMissing = readResidentSheet(await sheetRows(fixture('apartments-ok.xlsx')));
    expect(residentsMissing.missingColumns).toEqual(['Ad', 'Soyad', 'Tip']);

    const headerOnly = readApartmentSheet(
      await sheetRows(await workbookOf([Object.values(APARTMENT_COLUMNS)])),
    );
    expect(headerOnly.rows).toEqual([]);
    expect(sheetProblem(headerOnly)).toBe(IMPORT_MESSAGES.empty);
    const blank = readApartmentSheet(await sheetRows(await workbookOf([])));
    expect(blank.missingColumns).toEqual(['Blok', 'Daire No']);

    const empty = await call(owner, 'POST', '/apartment/multi', { file_key: 'empty-file-0001', rows: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().description).toBe('Dosyada içe aktarılacak satır yok.');
    const tooMany = Array.from({ length: 10_001 }, (_, i) => ({
      row: i + 2,
      building: 'A',
      identifier: String(i),
    }));
    const limit = await call(owner, 'POST', '/apartment/multi', {
      file_key: 'too-many-rows-1',
      rows: tooMany,
    });
    expect(limit.statusCode).toBe(400);
    expect(limit.json().errors.rows).toBe('En fazla 10.000 öğe olabilir.');
    const badKey = await call(owner, 'POST', '/apartment/multi', {
      file_key: 'x',
      rows: [{ row: 2, building: 'A', identifier: '1' }],
    });
    expect(badKey.statusCode).toBe(400);
  });

  it('refuses a file that would pass the apartment limit, naming the limit', async () => {
    const small = await registerAccount(ctx, { assocName: 'Limitli Site' });
    await ctx.db.update(accounts).set({ apartmentLimit: 150 }).where(eq(accounts.id, small.user.account_id));
    const answer = await call(small, 'POST', '/apartment/multi', await apartmentFile('apartments-200.xlsx'));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().description).toMatch(
      /^200 yeni daire ile daire sayınız 200 olur; hesabınızın daire limiti 150 \(şu an 0 daire kayıtlı\)\. Daha fazla daire için Lisans sayfasından/,
    );
    expect(await apartmentCount(small.user.account_id)).toBe(0);
  });

  it('needs the create right of residents and apartments', async () => {
    const viewer = await createSubUser(ctx, owner, { exec_resident_and_apartments: 0 });
    const answer = await call(viewer, 'POST', '/apartment/multi', await apartmentFile('apartments-ok.xlsx'));
    expect(answer.statusCode).toBe(403);
  });
});
