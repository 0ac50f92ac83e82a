import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { apartmentFile, residentFile } from '../helpers/importFiles';
import { caller, dataOf, property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
});
afterAll(() => ctx?.close());

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
        reason: '‘Deniz Blok’ adlı blokta 99 numaralı daire yok. Önce daireleri ekleyiniz.',
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
