/**
 * The templates' example rows (issue 8, point 6): a template uploaded unchanged imports nothing, and an example
 * left above the manager's own rows is skipped and named in the answer.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ImportKind,
  readApartmentSheet,
  readDebtSheet,
  readResidentSheet,
} from '../../../common/importRows';
import { apartments, debts, residents } from '../../../server/db/schema';
import { templateRows } from '../../../src/imports/importKinds';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, property } from '../helpers/propertyFixtures';
import { fileKey, sheetRows, workbookOf } from '../helpers/xlsx';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;

const ENDPOINTS: Record<ImportKind, string> = {
  apartments: '/apartment/multi',
  residents: '/apartment/multi/resident',
  debts: '/debt/import',
};
const readers = { apartments: readApartmentSheet, residents: readResidentSheet, debts: readDebtSheet };

/** The kind's template as a real .xlsx with `rows` under it, read back as the browser reads it, every row kept. */
async function templateFile(kind: ImportKind, rows: unknown[][] = []) {
  const file = await workbookOf([...templateRows(kind), ...rows]);
  return { file_key: fileKey(file), rows: readers[kind](await sheetRows(file)).rows };
}

const countOf = async (table: typeof apartments | typeof residents | typeof debts) => {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.accountId, owner.user.account_id)));
  return row?.n ?? 0;
};

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Şablon Sitesi' });
  call = caller(ctx);
  // The flat the examples name (A Blok 1) exists with an owner, so each example would be importable as it is.
  const make = property(ctx, owner);
  const building = await make.building('A Blok');
  const flat = await make.apartment({ building_id: building.id, identifier: '1' });
  const resident = await make.resident({ name: 'Selin', surname: 'Kaya' });
  await make.link({ apartment_id: flat.id, resident_id: resident.id, type: 1 });
});
afterAll(() => ctx?.close());

describe('a template uploaded unchanged', () => {
  it('imports nothing, for apartments, residents and debts, and says the example row was skipped', async () => {
    const before = [await countOf(apartments), await countOf(residents), await countOf(debts)];
    for (const kind of ['apartments', 'residents', 'debts'] as const) {
      const answer = await call(owner, 'POST', ENDPOINTS[kind], await templateFile(kind));
      expect(answer.statusCode, `${kind}: ${answer.body}`).toBe(400);
      expect(answer.json().description).toBe(
        'Örnek satır atlandı (2. satır). Dosyada içe aktarılacak satır yok.',
      );
    }
    expect([await countOf(apartments), await countOf(residents), await countOf(debts)]).toEqual(before);
    // Nobody named Ayşe Yılmaz (the residents example) was created.
    const [ayse] = await ctx.db
      .select({ n: count() })
      .from(residents)
      .where(and(eq(residents.accountId, owner.user.account_id), eq(residents.name, 'Ayşe')));
    expect(ayse!.n).toBe(0);
  });
});

describe('the example left above the manager’s rows', () => {
  it('is skipped and named in the answer; the manager’s rows are imported', async () => {
    const answer = await call(
      owner,
      'POST',
      ENDPOINTS.residents,
      await templateFile('residents', [
        ['A Blok', '1', 'Kemal', 'Arslan', '533 222 11 00', 'Kiracı', null, null],
      ]),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().description).toBe(
      '1 sakin kaydı içe aktarıldı (1 yeni kişi). Örnek satır atlandı (2. satır).',
    );
    expect(answer.json().data).toMatchObject({ created: 1, skipped: 1 });
    const tenants = (await call(owner, 'POST', '/resident/all?page=1', { name: 'Kemal' })).json();
    expect(tenants.TotalRecords).toBe(1);
    const examples = (await call(owner, 'POST', '/resident/all?page=1', { name: 'Ayşe' })).json();
    expect(examples.TotalRecords).toBe(0);
  });
});
