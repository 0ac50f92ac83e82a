/**
 * The residents' Excel import reads the optional E-posta column (issue 25): a real .xlsx written with exceljs,
 * sent as the interface sends it (its rows) and as the file itself (multipart).
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESIDENT_COLUMNS, readResidentSheet } from '../../../common/importRows';
import { residents } from '../../../server/db/schema';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { formBody } from '../helpers/multipartBody';
import { caller, property } from '../helpers/propertyFixtures';
import { fileKey, sheetRows, workbookOf } from '../helpers/xlsx';

let ctx: TestContext;
let manager: SignedIn;
let call: ReturnType<typeof caller>;

const HEADER = Object.values(RESIDENT_COLUMNS);
const INVALID = 'Geçerli bir e-posta adresi giriniz (örnek: ad.soyad@ornek.com).';

/** A residents sheet of Yalı Blok's flats: Blok, Daire No, Ad, Soyad, Telefon, Tip, Hisse %, Doğum Tarihi, E-posta. */
const sheet = (rows: unknown[][]) => workbookOf([HEADER, ...rows]);

/** What the browser sends for the file: its key and the rows common/importRows.ts reads from it. */
async function asRows(file: Buffer) {
  return { file_key: fileKey(file), rows: readResidentSheet(await sheetRows(file)).rows };
}

function asFile(file: Buffer) {
  const body = formBody({}, { field: 'file', name: 'sakinler.xlsx', bytes: file });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/apartment/multi/resident',
    payload: body.payload,
    headers: { ...manager.headers, ...body.headers },
  });
}

const residentCount = async () => {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(residents)
    .where(and(eq(residents.accountId, manager.user.account_id)));
  return row?.n ?? 0;
};

const found = async (name: string) =>
  (await call(manager, 'POST', '/resident/all?page=1', { name })).json().Records as {
    name: string;
    email: string | null;
  }[];

beforeAll(async () => {
  ctx = await startTestApp();
  manager = await registerAccount(ctx, { assocName: 'E-posta Aktarma Sitesi' });
  call = caller(ctx);
  const make = property(ctx, manager);
  const building = await make.building('Yalı Blok');
  for (const identifier of ['1', '2', '3']) await make.apartment({ building_id: building.id, identifier });
});
afterAll(() => ctx?.close());

describe('the E-posta column of the residents import', () => {
  it('stores a good address lower-cased and an empty cell as no address', async () => {
    const file = await sheet([
      ['Yalı Blok', '1', 'Deniz', 'Akın', '532 700 00 01', 'Ev sahibi', null, null, ' Deniz.Akin@Ornek.COM '],
      ['Yalı Blok', '2', 'Berk', 'Usta', null, 'Kiracı', null, null, null],
    ]);
    const answer = await call(manager, 'POST', '/apartment/multi/resident', await asRows(file));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ problems: [], created: 2, skipped: 0 });
    expect((await found('deniz akın')).map((r) => r.email)).toEqual(['deniz.akin@ornek.com']);
    expect((await found('berk usta')).map((r) => r.email)).toEqual([null]);
  });

  it('refuses a malformed address naming its row and column, and imports nothing of the file', async () => {
    const before = await residentCount();
    const file = await sheet([
      ['Yalı Blok', '3', 'Ece', 'Yurt', null, 'Ev sahibi', null, null, 'ece.yurt@ornek.com'],
      ['Yalı Blok', '3', 'Cem', 'Yurt', null, 'Kiracı', null, null, 'cem.yurt@ornek'],
      ['Yalı Blok', '2', 'Nur', 'Ak', null, 'Ev sahibi', null, null, 'nur ak@ornek.com'],
    ]);
    for (const answer of [
      await call(manager, 'POST', '/apartment/multi/resident', await asRows(file)),
      await asFile(file),
    ]) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().description).toBe('Dosyada hatalı satırlar var. Hiçbir kayıt eklenmedi.');
      expect(answer.json().data.problems).toEqual([
        { row: 3, column: 'E-posta', reason: INVALID },
        { row: 4, column: 'E-posta', reason: INVALID },
      ]);
    }
    expect(await residentCount()).toBe(before);
    expect(await found('ece yurt')).toEqual([]);
  });

  it('reads the column from the .xlsx sent as the file itself, under a header of the manager’s own', async () => {
    const file = await workbookOf([
      ['Blok', 'Daire No', 'Ad', 'Soyad', 'Tip', 'E-mail'],
      [
        'Yalı Blok',
        '3',
        'Oya',
        'Tan',
        'Kiracı',
        { text: 'OYA.TAN@ornek.com', hyperlink: 'mailto:OYA.TAN@ornek.com' },
      ],
    ]);
    const answer = await asFile(file);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ created: 1 });
    expect((await found('oya tan')).map((r) => r.email)).toEqual(['oya.tan@ornek.com']);
  });
});
