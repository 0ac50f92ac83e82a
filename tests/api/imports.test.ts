import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APARTMENT_COLUMNS,
  IMPORT_MESSAGES,
  readApartmentSheet,
  readDebtSheet,
  readResidentSheet,
  sheetProblem,
} from '../../common/importRows';
import {
  accounts,
  apartments,
  auditLog,
  buildings,
  debtBatches,
  debts,
  imports,
  residents,
} from '../../server/db/schema';
import { createSubUser, registerAccount, type SignedIn } from './fixtures';
import { startTestApp, type TestContext } from './harness';
import { auditActions, caller, dataOf, moneyFixtures, property } from './propertyFixtures';
import { fileKey, fixture, sheetRows, workbookOf } from './xlsx';

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

/** What the browser does: parse the .xlsx, turn it into rows, hash the file. */
async function apartmentFile(name: string) {
  const file = fixture(name);
  const reading = readApartmentSheet(await sheetRows(file));
  expect(sheetProblem(reading)).toBeNull();
  return { file_key: fileKey(file), rows: reading.rows };
}

async function residentFile(name: string) {
  const file = fixture(name);
  const reading = readResidentSheet(await sheetRows(file));
  expect(sheetProblem(reading)).toBeNull();
  return { file_key: fileKey(file), rows: reading.rows };
}

async function debtFile(name: string) {
  const file = fixture(name);
  const reading = readDebtSheet(await sheetRows(file));
  expect(sheetProblem(reading)).toBeNull();
  return { file_key: fileKey(file), rows: reading.rows };
}

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
    expect(limit.json().errors.rows).toBe('En fazla 10000 öğe olabilir.');
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

describe('resident import', () => {
  let manager: SignedIn;
  beforeAll(async () => {
    // The flats of apartments-ok.xlsx, in an account of their own.
    manager = await registerAccount(ctx, { assocName: 'Sakin Aktarma Sitesi' });
    await property(ctx, manager).group({ name: 'Standart Aidat', type: 2, amount: 850 });
    await dataOf(call(manager, 'POST', '/apartment/multi', await apartmentFile('apartments-ok.xlsx')));
  });

  it('imports owners, tenants and 60/40 co-owners of the imported flats, then adds nothing the second time', async () => {
    const answer = await call(
      manager,
      'POST',
      '/apartment/multi/resident',
      await residentFile('residents-ok.xlsx'),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      description: '8 sakin kaydı içe aktarıldı (7 yeni kişi).',
      data: { problems: [], created: 8, skipped: 0 },
    });
    const ayse = await call(manager, 'POST', '/resident/all?page=1', { name: 'ayşe demir' });
    expect(ayse.json().Records).toEqual([
      expect.objectContaining({
        phone: '5321112233',
        birth_day: '14.05.1980',
        building_names: 'Deniz Blok',
        apartment_identifiers: '1, 3',
      }),
    ]);
    const sea = (await call(manager, 'GET', '/apartments?key=deniz')).json().Records;
    const flat2 = sea.find((a: { identifier: string }) => a.identifier === '2');
    const holders = await call(manager, 'GET', `/stock/holders?apartment_id=${flat2.id}`);
    expect(holders.json().Records.map((h: { name: string; percent: number }) => [h.name, h.percent])).toEqual(
      [
        ['Fatma', 60],
        ['Ali', 40],
      ],
    );
    const zeynep = await call(manager, 'POST', '/resident/all?page=1', { name: 'zeynep celik' });
    expect(zeynep.json().Records[0]).toMatchObject({ phone: null, birth_day: '12.03.1975' });
    const huseyin = await call(manager, 'POST', '/resident/all?page=1', { phone: '542 333' });
    expect(huseyin.json().Records[0].apartments[0]).toMatchObject({ identifier: '1B', type: 2 });

    const again = await call(
      manager,
      'POST',
      '/apartment/multi/resident',
      await residentFile('residents-ok.xlsx'),
    );
    expect(again.json().data).toEqual({ problems: [], created: 0, skipped: 8 });
    const copy = await residentFile('residents-ok.xlsx');
    const edited = await call(manager, 'POST', '/apartment/multi/resident', {
      ...copy,
      file_key: `${copy.file_key}-v2`,
    });
    expect(edited.json()).toMatchObject({ data: { created: 0, skipped: 8 } });
    expect(
      (await call(manager, 'POST', '/resident/not/paginate', { name: 'ayşe demir' })).json().TotalRecords,
    ).toBe(1);
  });

  it('imports nothing when a row is wrong, naming each problem', async () => {
    const rows = [
      {
        row: 2,
        building: 'Deniz Blok',
        identifier: '4',
        name: 'Selin',
        surname: 'Er',
        phone: '0212 111 22 33',
        type: 'Ev sahibi',
        percent: null,
        birth_day: '31.02.2020',
      },
      {
        row: 3,
        building: 'Yok Blok',
        identifier: '1',
        name: 'A',
        surname: 'B',
        phone: null,
        type: 'Komşu',
        percent: null,
        birth_day: null,
      },
      {
        row: 4,
        building: 'Deniz Blok',
        identifier: '99',
        name: '',
        surname: 'B',
        phone: null,
        type: 2,
        percent: 10,
        birth_day: null,
      },
      {
        row: 5,
        building: 'Deniz Blok',
        identifier: '5',
        name: 'Ece',
        surname: 'Su',
        phone: null,
        type: 'Hissedar',
        percent: 50,
        birth_day: null,
      },
      {
        row: 6,
        building: 'Deniz Blok',
        identifier: '5',
        name: 'Efe',
        surname: 'Su',
        phone: null,
        type: 'Hissedar',
        percent: 40,
        birth_day: null,
      },
      {
        row: 7,
        building: 'Deniz Blok',
        identifier: '4',
        name: 'Selin',
        surname: 'Er',
        phone: '0212 111 22 33',
        type: 1,
        percent: null,
        birth_day: null,
      },
    ];
    const answer = await call(manager, 'POST', '/apartment/multi/resident', {
      file_key: 'resident-problems-1',
      rows,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().description).toBe('Dosyada hatalı satırlar var. Hiçbir kayıt eklenmedi.');
    expect(answer.json().data.problems).toEqual([
      { row: 2, column: 'Telefon', reason: 'Geçerli bir cep telefonu numarası giriniz (5xx xxx xx xx).' },
      { row: 2, column: 'Doğum Tarihi', reason: 'Geçerli bir tarih giriniz (GG.AA.YYYY).' },
      { row: 3, column: 'Blok', reason: '"Yok Blok" adında bir blok yok.' },
      { row: 3, column: 'Tip', reason: "Tip 'Ev sahibi', 'Kiracı' veya 'Hissedar' olmalıdır." },
      {
        row: 4,
        column: 'Daire No',
        reason: 'Deniz Blok blokta 99 numaralı daire yok. Önce daireleri ekleyiniz.',
      },
      { row: 4, column: 'Ad', reason: 'Ad boş olamaz.' },
      { row: 4, column: 'Hisse %', reason: 'Hisse yalnızca hissedarlar için girilir.' },
      { row: 5, column: 'Hisse %', reason: 'Bu dairenin hisseleri toplamı %90; %100 olmalıdır.' },
      { row: 6, column: 'Hisse %', reason: 'Bu dairenin hisseleri toplamı %90; %100 olmalıdır.' },
      { row: 7, column: 'Telefon', reason: 'Geçerli bir cep telefonu numarası giriniz (5xx xxx xx xx).' },
      { row: 7, column: 'Ad', reason: 'Bu kişi bu daireye aynı tiple 2. satırda da eklenmiş.' },
    ]);
    expect(
      (await call(manager, 'POST', '/resident/not/paginate', { name: 'ece su' })).json().TotalRecords,
    ).toBe(0);
  });

  it('refuses the same person twice in the same role within one file', async () => {
    const row = {
      building: 'Deniz Blok',
      identifier: '4',
      name: 'Oya',
      surname: 'Tan',
      phone: '5350001122',
      type: 'Kiracı',
    };
    const answer = await call(manager, 'POST', '/apartment/multi/resident', {
      file_key: 'resident-twice-01',
      rows: [
        { row: 2, ...row },
        { row: 3, ...row, type: 2 },
      ],
    });
    expect(answer.json().data.problems).toEqual([
      { row: 3, column: 'Ad', reason: 'Bu kişi bu daireye aynı tiple 2. satırda da eklenmiş.' },
    ]);
    const ok = await dataOf<{ created: number }>(
      call(manager, 'POST', '/apartment/multi/resident', {
        file_key: 'resident-once-001',
        rows: [{ row: 2, ...row }],
      }),
    );
    expect(ok.created).toBe(1);
  });
});

describe('debt import', () => {
  let manager: SignedIn;
  let accountId: number;
  /** The flats and people of apartments-ok.xlsx and residents-ok.xlsx, and the types the debt files name. */
  async function site(who: SignedIn) {
    await property(ctx, who).group({ name: 'Standart Aidat', type: 2, amount: 850 });
    await dataOf(call(who, 'POST', '/apartment/multi', await apartmentFile('apartments-ok.xlsx')));
    await dataOf(call(who, 'POST', '/apartment/multi/resident', await residentFile('residents-ok.xlsx')));
    const make = property(ctx, who);
    await make.accountingType({ name: 'Aidat', type: 1 });
    await make.accountingType({ name: 'Yakıt', type: 1 });
    await make.accountingType({ name: 'Elektrik', type: 2 });
  }
  async function debtCount(account: number): Promise<number> {
    const [row] = await ctx.db.select({ n: count() }).from(debts).where(eq(debts.accountId, account));
    return row?.n ?? 0;
  }
  async function residentId(account: number, name: string): Promise<number> {
    const [row] = await ctx.db
      .select({ id: residents.id })
      .from(residents)
      .where(and(eq(residents.accountId, account), eq(residents.name, name)));
    return row!.id;
  }

  beforeAll(async () => {
    manager = await registerAccount(ctx, { assocName: 'Borç Aktarma Sitesi' });
    accountId = manager.user.account_id;
    await site(manager);
  });

  it('imports a good file into one batch: amounts to the kuruş, each row its type, date, text and debtor', async () => {
    const file = await debtFile('debts-ok.xlsx');
    expect(file.rows[1]).toEqual({
      row: 3,
      building: 'Deniz Blok',
      identifier: '1',
      amount: '250,50',
      accounting_type: 'Yakıt',
      due_date: '05.01.2025',
      description: 'Ocak yakıt payı',
      responsible: 'Kiracı',
    });
    const answer = await call(manager, 'POST', '/debt/import', file);
    expect(answer.statusCode, answer.body).toBe(200);
    const batchId = answer.json().data.multi_debt_id as number;
    expect(answer.json()).toEqual({
      description: '7 borç içe aktarıldı (toplam ₺5.301,25).',
      data: {
        problems: [],
        created: 7,
        skipped: 0,
        multi_debt_id: batchId,
        total: 5301.25,
        paid_from_advance: 0,
      },
    });
    const [batch] = await ctx.db.select().from(debtBatches).where(eq(debtBatches.id, batchId));
    expect(batch).toMatchObject({
      accountId,
      source: 'import',
      rule: 'import',
      total: 530_125n,
      debtCount: 7,
      dueDate: '2025-01-05',
      userId: manager.user.id,
    });
    const saved = await ctx.db.select().from(debts).where(eq(debts.batchId, batchId)).orderBy(debts.id);
    const ayse = await residentId(accountId, 'Ayşe');
    const mehmet = await residentId(accountId, 'Mehmet');
    const fatma = await residentId(accountId, 'Fatma');
    const huseyin = await residentId(accountId, 'Hüseyin');
    expect(saved.map((d) => [d.amount, d.residentId, d.responsible, d.dueDate, d.description])).toEqual([
      [85_000n, ayse, 'owner', '2025-01-05', 'Aidat'],
      [25_050n, mehmet, 'tenant', '2025-01-05', 'Ocak yakıt payı'],
      // Co-owners only: the largest share owes.
      [85_000n, fatma, 'owner', '2025-01-05', 'Aidat'],
      [120_075n, ayse, 'owner', '2025-01-05', 'Ocak aidatı ve bahçe'],
      [85_000n, expect.any(Number), 'owner', '2025-01-05', 'Aidat'],
      [30_000n, huseyin, 'tenant', '2025-01-10', 'Yakıt'],
      [100_000n, expect.any(Number), 'owner', '2025-01-05', 'Aidat'],
    ]);
    expect(new Set(saved.map((d) => d.accountingTypeId)).size).toBe(2);
    const list = await call(manager, 'GET', `/multi/debt?id=${batchId}&page=1&per_page=50`);
    expect(list.json().AdditionalData).toMatchObject({ amount: 5301.25, paid: 0, remaining: 5301.25 });
    expect(list.json().AdditionalData.multi_debt).toMatchObject({
      rule: 'import',
      rule_name: 'Excel içe aktarma',
    });
    expect(await auditActions(ctx, 'debt_batches', batchId)).toEqual(['insert']);
    expect(await auditActions(ctx, 'debts', saved[0]!.id)).toEqual(['insert']);
  });

  it('adds nothing when the same file comes again, and says so', async () => {
    const before = await debtCount(accountId);
    const again = await call(manager, 'POST', '/debt/import', await debtFile('debts-ok.xlsx'));
    expect(again.statusCode).toBe(200);
    expect(again.json().description).toMatch(
      /^Bu dosya \d{2}\.\d{2}\.\d{4} tarihinde içe aktarılmıştı\. Yeni kayıt eklenmedi\.$/,
    );
    expect(again.json().data).toEqual({ problems: [], created: 0, skipped: 7 });
    expect(await debtCount(accountId)).toBe(before);
  });

  it('imports nothing from a file with problem rows, listing every one with its column and reason', async () => {
    const before = await debtCount(accountId);
    const [batchesBefore] = await ctx.db
      .select({ n: count() })
      .from(debtBatches)
      .where(eq(debtBatches.accountId, accountId));
    const file = await debtFile('debts-bad.xlsx');
    const answer = await call(manager, 'POST', '/debt/import', file);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      description: 'Dosyada hatalı satırlar var. Hiçbir kayıt eklenmedi.',
      data: {
        created: 0,
        skipped: 0,
        problems: [
          { row: 3, column: 'Blok', reason: '"Yok Blok" adında bir blok yok.' },
          { row: 4, column: 'Daire No', reason: 'Deniz Blok blokta 99 numaralı daire yok.' },
          { row: 5, column: 'Tutar', reason: 'Tutar negatif olamaz.' },
          { row: 6, column: 'Tutar', reason: 'Tutar sıfırdan büyük olmalıdır.' },
          { row: 7, column: 'Tutar', reason: 'En fazla 2 ondalık basamak girilebilir.' },
          { row: 8, column: 'Tutar', reason: 'Geçerli bir tutar giriniz.' },
          {
            row: 9,
            column: 'Borç Türü',
            reason: '"Kira" adında bir borç türü yok. Önce Tanımlar bölümünden ekleyiniz.',
          },
          { row: 10, column: 'Son Ödeme Tarihi', reason: 'Geçerli bir tarih giriniz (GG.AA.YYYY).' },
          {
            row: 11,
            column: 'Sorumlu',
            reason: 'Dairede kayıtlı ev sahibi veya hissedar yok. Önce daireye ev sahibi ekleyiniz.',
          },
          { row: 12, column: 'Sorumlu', reason: "Sorumlu 'Ev sahibi' veya 'Kiracı' olmalıdır." },
          {
            row: 13,
            column: 'Borç Türü',
            reason: '"Elektrik" bir gider türü; borç için gelir tipinde bir tür yazınız.',
          },
        ],
      },
    });
    expect(await debtCount(accountId)).toBe(before);
    const [batchesAfter] = await ctx.db
      .select({ n: count() })
      .from(debtBatches)
      .where(eq(debtBatches.accountId, accountId));
    expect(batchesAfter!.n).toBe(batchesBefore!.n);
    const recorded = await ctx.db
      .select()
      .from(imports)
      .where(and(eq(imports.accountId, accountId), eq(imports.fileKey, file.file_key)));
    expect(recorded).toEqual([]);
  });

  it('refuses empty cells and an exempt flat, and one bad row stops the good ones', async () => {
    const rows = [
      {
        row: 2,
        building: 'Deniz Blok',
        identifier: '3',
        amount: 100,
        accounting_type: 'Aidat',
        due_date: '01.03.2025',
      },
      { row: 3, building: ' ', identifier: '', amount: null, accounting_type: '', due_date: null },
      {
        row: 4,
        building: 'Deniz Blok',
        identifier: '2',
        amount: '10',
        accounting_type: 'Yakıt',
        due_date: '01.03.2025',
      },
    ];
    const flat2 = (await call(manager, 'GET', '/apartments?key=deniz'))
      .json()
      .Records.find((a: { identifier: string }) => a.identifier === '2');
    const yakit = (await call(manager, 'GET', '/accounting/types?type=1'))
      .json()
      .Records.find((t: { name: string }) => t.name === 'Yakıt');
    await dataOf(
      call(manager, 'POST', '/debt/exemption', { apartment_id: flat2.id, accounting_type_id: yakit.id }),
    );
    const before = await debtCount(accountId);
    const answer = await call(manager, 'POST', '/debt/import', { file_key: 'debt-problems-0001', rows });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.problems).toEqual([
      { row: 3, column: 'Blok', reason: 'Blok adı boş olamaz.' },
      { row: 3, column: 'Daire No', reason: 'Daire numarası boş olamaz.' },
      { row: 3, column: 'Tutar', reason: 'Tutar boş olamaz.' },
      { row: 3, column: 'Borç Türü', reason: 'Borç türü boş olamaz.' },
      { row: 3, column: 'Son Ödeme Tarihi', reason: 'Son ödeme tarihi boş olamaz.' },
      { row: 4, column: 'Borç Türü', reason: 'Daire "Yakıt" borç türünden muaf.' },
    ]);
    expect(await debtCount(accountId)).toBe(before);
    const empty = await call(manager, 'POST', '/debt/import', { file_key: 'debt-empty-00001', rows: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().description).toBe(IMPORT_MESSAGES.empty);
  });

  it('pays imported debts from the advance when the setting is on', async () => {
    const m = moneyFixtures(ctx, manager);
    const cash = await m.cashAccount();
    const ayse = await residentId(accountId, 'Ayşe');
    await dataOf(
      call(manager, 'POST', '/advance/payments', { resident_id: ayse, amount: 100, account_id: cash.id }),
    );
    await m.autoPay(true);
    try {
      const answer = await call(manager, 'POST', '/debt/import', {
        file_key: 'debt-advance-0001',
        rows: [
          {
            row: 2,
            building: 'Deniz Blok',
            identifier: '3',
            amount: '60,25',
            accounting_type: 'Aidat',
            due_date: '01.04.2025',
          },
          {
            row: 3,
            building: 'Deniz Blok',
            identifier: '1',
            amount: 70,
            accounting_type: 'Aidat',
            due_date: '01.04.2025',
          },
        ],
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        description: '2 borç içe aktarıldı (toplam ₺130,25). ₺100,00 sakinlerin avansından ödendi.',
        data: { created: 2, total: 130.25, paid_from_advance: 100 },
      });
      const balance = await call(manager, 'GET', `/advance/payments?page=1&resident_id=${ayse}`);
      expect(balance.json().AdditionalData.balance).toBe(0);
    } finally {
      await m.autoPay(false);
    }
  });

  it('needs the create right of debts', async () => {
    const viewer = await createSubUser(ctx, manager, { exec_debit: 0 });
    const before = await debtCount(accountId);
    const answer = await call(viewer, 'POST', '/debt/import', {
      file_key: 'debt-denied-0001',
      rows: [
        {
          row: 2,
          building: 'Deniz Blok',
          identifier: '1',
          amount: 5,
          accounting_type: 'Aidat',
          due_date: '01.01.2025',
        },
      ],
    });
    expect(answer.statusCode).toBe(403);
    expect(await debtCount(accountId)).toBe(before);
  });

  it("does not see another account's buildings, and the same file in another account is its own import", async () => {
    const stranger = await registerAccount(ctx, { assocName: 'Başka Site' });
    await property(ctx, stranger).accountingType({ name: 'Aidat', type: 1 });
    await property(ctx, stranger).accountingType({ name: 'Yakıt', type: 1 });
    const before = await debtCount(accountId);
    const answer = await call(stranger, 'POST', '/debt/import', await debtFile('debts-ok.xlsx'));
    expect(answer.statusCode).toBe(400);
    const problems = answer.json().data.problems as { row: number; column: string; reason: string }[];
    expect(problems).toHaveLength(7);
    expect(problems.every((p) => p.column === 'Blok' && /adında bir blok yok\.$/.test(p.reason))).toBe(true);
    expect(await debtCount(stranger.user.account_id)).toBe(0);
    expect(await debtCount(accountId)).toBe(before);
  });
});
