import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionScene } from '../helpers/collectionScene';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let receiptNumber: number;
let cashName: string;
let payerId: number;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Arama Sitesi' });
  call = caller(ctx);
  const m = moneyFixtures(ctx, owner);
  const scene = await collectionScene(m, 300, { description: 'Çatı onarımı payı' });
  await dataOf(
    call(owner, 'PUT', '/resident', { id: scene.flat.owner.id, name: 'Şükrü', surname: 'Öztürk' }),
  );
  receiptNumber = (await scene.pay(100)).json().data.receipt_number;
  // The payer's name in the description too: found once, counted once.
  await scene.pay(50, { description: 'Öztürk ailesi elden ödedi' });
  cashName = scene.cash.name as string;
  payerId = scene.flat.owner.id as number;
  const other = await collectionScene(m, 200, { description: 'Şubat aidatı' });
  await other.pay(50, { description: 'Komşusu ŞÜKRÜ ÖZTÜRK getirdi' });
  await dataOf(
    call(owner, 'POST', '/debt/amount', {
      building_ids: [other.flat.building.id],
      amount: '100',
      accounting_type_id: other.type.id,
      description: 'Mart aidatı',
    }),
  );
});
afterAll(() => ctx?.close());

const descriptions = (response: { json(): { Records: { description: string }[] } }) =>
  response.json().Records.map((record) => record.description);
const payers = (response: { json(): { Records: { payer_name: string }[] } }) =>
  response.json().Records.map((record) => record.payer_name);

describe('the search boxes of the money lists', () => {
  it('all debts: by description, resident, Turkish-folded', async () => {
    const search = (key: string) => call(owner, 'POST', '/debts?page=1&per_page=50', { key });
    expect(descriptions(await search('catı onarimi'))).toEqual(['Çatı onarımı payı']);
    expect(descriptions(await search('ŞÜKRÜ'))).toEqual(['Çatı onarımı payı']);
    expect(descriptions(await search('şubat'))).toEqual(['Şubat aidatı']);
  });

  it('receipts: by payer, description and cash account, each receipt once, and by receipt number', async () => {
    const byPayer = await call(owner, 'GET', '/receipts?page=1&key=ozturk');
    // Newest first: the other flat's receipt names Şükrü only in its description.
    expect(descriptions(byPayer)).toEqual([
      'Komşusu ŞÜKRÜ ÖZTÜRK getirdi',
      'Öztürk ailesi elden ödedi',
      null,
    ]);
    expect(byPayer.json().TotalRecords).toBe(3);
    const paged = await call(owner, 'GET', '/receipts?page=2&per_page=2&key=ÖZTÜRK');
    expect(descriptions(paged)).toEqual([null]);
    expect(paged.json().TotalRecords).toBe(3);
    const own = await call(owner, 'GET', `/receipts?page=1&key=ozturk&resident_id=${payerId}`);
    expect(descriptions(own)).toEqual(['Öztürk ailesi elden ödedi', null]);
    const byCash = await call(owner, 'GET', `/receipts?page=1&key=${encodeURIComponent(cashName)}`);
    expect(byCash.json().TotalRecords).toBe(2);
    expect(payers(byCash)).toEqual(['Şükrü Öztürk', 'Şükrü Öztürk']);
    expect((await call(owner, 'GET', '/receipts?page=1&key=yokboyleisim')).json()).toMatchObject({
      Records: [],
      TotalRecords: 0,
    });
    const byNumber = await call(owner, 'GET', `/receipts?page=1&key=${receiptNumber}`);
    expect(byNumber.json().Records.map((r: { number: number }) => r.number)).toEqual([receiptNumber]);
  });

  it('debt batches: by description', async () => {
    const found = await call(owner, 'GET', `/multi/debts?page=1&key=${encodeURIComponent('MART')}`);
    expect(found.json().TotalRecords).toBe(1);
    expect(descriptions(found)).toEqual(['Mart aidatı']);
  });
});
