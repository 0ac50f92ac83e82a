import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingTypes, groups } from '../../../server/db/schema';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { auditActions, caller, dataOf, property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Tanım Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Komşu Site' });
  call = caller(ctx);
  // These tests count the types they create (the starter types have their own test, starterDefinitions.test.ts).
  for (const who of [owner, other]) {
    await ctx.db.delete(accountingTypes).where(eq(accountingTypes.accountId, who.user.account_id));
  }
});
afterAll(() => ctx?.close());

const names = (response: { json(): { Records: { name: string }[] } }) =>
  response.json().Records.map((r) => r.name);

describe('accounting types', () => {
  it('creates income and expense types, lists them by type, key and page, prints all, updates', async () => {
    for (const [name, type] of [
      ['Aidat', 1],
      ['Yakıt', 1],
      ['Asansör bakım', 1],
      ['Elektrik', 2],
      ['Su', 2],
      ['Temizlik', 2],
    ] as const) {
      const created = await call(owner, 'POST', '/accounting/type', { name, type });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toMatchObject({ description: 'Tür eklendi.', data: { name, type } });
    }
    const incomes = await call(owner, 'GET', '/accounting/types?page=1&type=1');
    expect(incomes.json().TotalRecords).toBe(3);
    expect(names(incomes)).toEqual(['Asansör bakım', 'Aidat', 'Yakıt'].sort((a, b) => a.localeCompare(b)));
    const paged = await call(owner, 'GET', '/accounting/types?page=2&per_page=4');
    expect(paged.json()).toMatchObject({ TotalRecords: 6, Page: 2, PerPage: 4 });
    expect(paged.json().Records).toHaveLength(2);
    const printed = await call(owner, 'GET', '/accounting/types?is_print=true&per_page=2');
    expect(printed.json().Records).toHaveLength(6);
    expect(names(await call(owner, 'GET', '/accounting/types?page=1&key=YAKIT'))).toEqual(['Yakıt']);
    expect(names(await call(owner, 'GET', '/accounting/types?page=1&key=asansor'))).toEqual([
      'Asansör bakım',
    ]);

    const su = (await call(owner, 'GET', '/accounting/types?page=1&key=su')).json().Records[0];
    const updated = await call(owner, 'PUT', '/accounting/type', { id: su.id, name: 'Su faturası', type: 2 });
    expect(updated.json()).toMatchObject({ description: 'Tür güncellendi.', data: { name: 'Su faturası' } });
    expect(await auditActions(ctx, 'accounting_types', su.id)).toEqual(['insert', 'update']);
  });

  it('refuses a duplicate name of the same kind, a blank name and an unknown kind', async () => {
    const duplicate = await call(owner, 'POST', '/accounting/type', { name: 'AİDAT', type: 1 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.name).toBe('Bu isimde bir tür zaten var.');
    const otherKind = await call(owner, 'POST', '/accounting/type', { name: 'Aidat', type: 2 });
    expect(otherKind.statusCode, otherKind.body).toBe(200);
    const blank = await call(owner, 'POST', '/accounting/type', { name: '   ', type: 1 });
    expect(blank.json().errors.name).toBe('Bu alan boş bırakılamaz.');
    const kind = await call(owner, 'POST', '/accounting/type', { name: 'Kira', type: 3 });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().errors.type).toBe('En fazla 2 olabilir.');
  });

  it('deletes an unused type and refuses one an exemption uses', async () => {
    const make = property(ctx, owner);
    const unused = await make.accountingType({ name: 'Geçici' });
    const removed = await call(owner, 'DELETE', '/accounting/type', { id: unused.id });
    expect(removed.json().description).toBe('Tür silindi.');
    expect(await auditActions(ctx, 'accounting_types', unused.id)).toEqual(['insert', 'delete']);

    const used = await make.accountingType({ name: 'Demirbaş' });
    const apartment = await make.apartment({ building_id: (await make.building()).id });
    await dataOf(
      call(owner, 'POST', '/debt/exemption', { apartment_id: apartment.id, accounting_type_id: used.id }),
    );
    const refused = await call(owner, 'DELETE', '/accounting/type', { id: used.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().description).toMatch(/1 kayıtta kullanılıyor/);
    const kindChange = await call(owner, 'PUT', '/accounting/type', {
      id: used.id,
      name: 'Demirbaş',
      type: 2,
    });
    expect(kindChange.statusCode).toBe(409);
  });
});

describe('groups', () => {
  it('creates debt and dues groups with amounts in TL, and lists them by type, key and page', async () => {
    const make = property(ctx, owner);
    const elevator = await make.group({ name: 'Asansör Grubu', type: 1, amount: '150,50' });
    expect(elevator).toMatchObject({ name: 'Asansör Grubu', type: 1, amount: 150.5 });
    await make.group({ name: 'Otopark', type: 1, amount: 75 });
    await make.group({ name: 'Standart Aidat', type: 2, amount: 850 });
    await make.group({ name: 'Büyük Daire Aidatı', type: 2, amount: 1100.25 });
    const [stored] = await ctx.db.select().from(groups).where(eq(groups.id, elevator.id));
    expect(stored!.amount).toBe(15050n);

    const debt = await call(owner, 'GET', '/groups?page=1&type=1');
    expect(names(debt)).toEqual(['Asansör Grubu', 'Otopark']);
    const dues = await call(owner, 'GET', '/groups?page=1&type=2');
    expect(dues.json().Records.map((g: { amount: number }) => g.amount)).toEqual([1100.25, 850]);
    expect(names(await call(owner, 'GET', '/groups?page=1&key=buyuk'))).toEqual(['Büyük Daire Aidatı']);
    const paged = await call(owner, 'GET', '/groups?page=2&per_page=3');
    expect(paged.json()).toMatchObject({ TotalRecords: 4, Page: 2 });
    const all = await call(owner, 'GET', '/groups/all?type=2');
    expect(all.json()).toMatchObject({ TotalRecords: 2, Page: 1, PerPage: 2 });

    const updated = await call(owner, 'PUT', '/group', {
      id: elevator.id,
      name: 'Asansör',
      type: 1,
      amount: 175,
    });
    expect(updated.json()).toMatchObject({ description: 'Grup güncellendi.', data: { amount: 175 } });
    expect(await auditActions(ctx, 'groups', elevator.id)).toEqual(['insert', 'update']);
  });

  it('refuses amounts with more than two decimals, negative or not numbers, and duplicate names', async () => {
    const post = (amount: unknown) => call(owner, 'POST', '/group', { name: 'Yeni Grup', type: 1, amount });
    const decimals = await post(12.345);
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().errors.amount).toBe('En fazla 2 ondalık basamak girilebilir.');
    expect((await post('12,345')).json().errors.amount).toBe('En fazla 2 ondalık basamak girilebilir.');
    expect((await post(-5)).json().errors.amount).toBe('Tutar negatif olamaz.');
    expect((await post('on beş')).json().errors.amount).toBe('Geçerli bir tutar giriniz.');
    const duplicate = await call(owner, 'POST', '/group', { name: 'otopark', type: 1, amount: 1 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.name).toBe('Bu isimde bir grup zaten var.');
  });

  it('refuses deleting or changing the kind of a group apartments use', async () => {
    const make = property(ctx, owner);
    const dues = await make.group({ type: 2 });
    const building = await make.building();
    await make.apartment({ building_id: building.id, group_id: dues.id });
    const remove = await call(owner, 'DELETE', '/group', { id: dues.id });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().description).toBe(
      'Bu grup 1 dairede kullanılıyor. Önce dairelerden kaldırmanız gerekir.',
    );
    const kind = await call(owner, 'PUT', '/group', { id: dues.id, name: 'X', type: 1, amount: 1 });
    expect(kind.statusCode).toBe(409);

    const debt = await make.group({ type: 1 });
    const apartment = await make.apartment({ building_id: building.id });
    await dataOf(call(owner, 'POST', '/debt/group', { apartment_id: apartment.id, group_id: debt.id }));
    expect((await call(owner, 'DELETE', '/group', { id: debt.id })).statusCode).toBe(409);
    await dataOf(call(owner, 'DELETE', '/debt/group', { apartment_id: apartment.id, group_id: debt.id }));
    const removed = await call(owner, 'DELETE', '/group', { id: debt.id });
    expect(removed.json().description).toBe('Grup silindi.');
    expect(await auditActions(ctx, 'groups', debt.id)).toEqual(['insert', 'delete']);
  });
});

describe('cash accounts', () => {
  it('refuses a name another cash account has, however it is written, on create and on rename', async () => {
    const bank = await dataOf(call(owner, 'POST', '/account', { name: 'Ziraat Bankası' }));
    const taken = 'Bu isimde bir kasa veya banka hesabı zaten var.';
    const duplicate = await call(owner, 'POST', '/account', { name: 'ZİRAAT BANKASI' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.name).toBe(taken);
    const second = await dataOf(call(owner, 'POST', '/account', { name: 'Vakıfbank' }));
    const renamed = await call(owner, 'PUT', '/account', { id: second.id, name: 'ziraat bankası' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().errors.name).toBe(taken);
    const kept = await call(owner, 'PUT', '/account', {
      id: bank.id,
      name: 'Ziraat Bankası',
      address: 'Kadıköy',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await call(other, 'POST', '/account', { name: 'Ziraat Bankası' })).statusCode).toBe(200);
  });

  it('keeps the opening balance and the parent when a change does not name them, and sets them when it does', async () => {
    const parent = await dataOf(call(owner, 'POST', '/account', { name: 'Halkbank' }));
    const desk = await dataOf<{ id: number }>(
      call(owner, 'POST', '/account', {
        name: 'Halkbank POS',
        opening_balance: '1.250,50',
        parent_id: parent.id,
      }),
    );
    // The specification's form names only the name, phone and address.
    const renamed = await call(owner, 'PUT', '/account', {
      id: desk.id,
      name: 'Halkbank Sanal POS',
      phone: '02121234567',
      address: 'Beşiktaş',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      opening_balance: 1250.5,
      balance: 1250.5,
      parent_id: parent.id,
    });
    const cleared = await call(owner, 'PUT', '/account', {
      id: desk.id,
      name: 'Halkbank Sanal POS',
      opening_balance: null,
      parent_id: null,
    });
    expect(cleared.json().data).toMatchObject({ opening_balance: 0, parent_id: null });
  });
});

describe('definitions area permissions and isolation', () => {
  it('show_definitions 0 cannot list groups or types, but the group lookup stays open for pickers', async () => {
    // Without debit or accounting rights too: those open the accounting-type lookup of the money screens.
    const sub = await createSubUser(ctx, owner, { show_definitions: 0, show_debit: 0, show_accounting: 0 });
    const groupsList = await call(sub, 'GET', '/groups?page=1');
    expect(groupsList.statusCode).toBe(403);
    expect(groupsList.json().description).toBe(
      'Bu bölümü görüntüleme yetkiniz yok. Hesap sahibinden yetki isteyiniz.',
    );
    expect((await call(sub, 'GET', '/accounting/types?page=1')).statusCode).toBe(403);
    expect((await call(sub, 'GET', '/groups/all?type=2')).statusCode).toBe(200);
  });

  it('exec_definitions 1 creates and edits but cannot delete; 0 cannot create', async () => {
    const editor = await createSubUser(ctx, owner, { exec_definitions: 1 });
    const group = await dataOf(call(editor, 'POST', '/group', { name: 'Alt Grup', type: 1, amount: 5 }));
    await dataOf(call(editor, 'PUT', '/group', { id: group.id, name: 'Alt Grup 2', type: 1, amount: 6 }));
    const remove = await call(editor, 'DELETE', '/group', { id: group.id });
    expect(remove.statusCode).toBe(403);
    expect(remove.json().description).toBe('Silme yetkiniz yok. Hesap sahibinden yetki isteyiniz.');
    const type = await dataOf(call(editor, 'POST', '/accounting/type', { name: 'Alt Tür', type: 1 }));
    expect((await call(editor, 'DELETE', '/accounting/type', { id: type.id })).statusCode).toBe(403);

    const viewer = await createSubUser(ctx, owner, { exec_definitions: 0 });
    expect((await call(viewer, 'POST', '/group', { name: 'Yasak', type: 1, amount: 1 })).statusCode).toBe(
      403,
    );
    expect((await call(viewer, 'GET', '/groups?page=1')).statusCode).toBe(200);
  });

  it("never shows or changes another account's groups and types", async () => {
    const make = property(ctx, owner);
    const group = await make.group({ name: 'Gizli Grup', type: 1, amount: 10 });
    const type = await make.accountingType({ name: 'Gizli Tür' });
    expect((await call(other, 'GET', '/groups?page=1')).json().TotalRecords).toBe(0);
    expect((await call(other, 'GET', '/groups/all')).json().TotalRecords).toBe(0);
    expect((await call(other, 'GET', '/accounting/types?is_print=true')).json().TotalRecords).toBe(0);
    const attempts = [
      await call(other, 'PUT', '/group', { id: group.id, name: 'Ele geçti', type: 1, amount: 1 }),
      await call(other, 'DELETE', '/group', { id: group.id }),
      await call(other, 'PUT', '/accounting/type', { id: type.id, name: 'Ele geçti', type: 1 }),
      await call(other, 'DELETE', '/accounting/type', { id: type.id }),
    ];
    for (const attempt of attempts) expect(attempt.statusCode, attempt.body).toBe(404);
    expect(names(await call(owner, 'GET', '/groups?page=1&key=gizli'))).toEqual(['Gizli Grup']);
    expect(names(await call(owner, 'GET', '/accounting/types?page=1&key=gizli'))).toEqual(['Gizli Tür']);
  });
});
