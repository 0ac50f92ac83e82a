import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../../common/importRows';
import { debtBatches, debts, imports, residents } from '../../../server/db/schema';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { apartmentFile, debtFile, residentFile } from '../helpers/importFiles';
import { auditActions, caller, dataOf, moneyFixtures, property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
});
afterAll(() => ctx?.close());

describe('debt import', () => {
  let manager: SignedIn;
  let accountId: number;
  /**
   * The flats and people of apartments-ok.xlsx and residents-ok.xlsx. The types the debt files name (Aidat, Yakıt
   * and the expense type Elektrik) are among those every new account starts with.
   */
  async function site(who: SignedIn) {
    await property(ctx, who).group({ name: 'Standart Aidat', type: 2, amount: 850 });
    await dataOf(call(who, 'POST', '/apartment/multi', await apartmentFile('apartments-ok.xlsx')));
    await dataOf(call(who, 'POST', '/apartment/multi/resident', await residentFile('residents-ok.xlsx')));
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
          { row: 4, column: 'Daire No', reason: '‘Deniz Blok’ adlı blokta 99 numaralı daire yok.' },
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
    // A new account: it has the types Aidat and Yakıt, but none of the file's buildings.
    const stranger = await registerAccount(ctx, { assocName: 'Başka Site' });
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
