/**
 * The access sweep, part 2 (issue 13 C), generated from the OpenAPI document: a second account calls every
 * operation with the first account's ids in its path, query and body. Nothing of the first account may change
 * (a fingerprint of every row it owns, its audit log included, is compared around each call) and no answer may
 * carry its names or phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { callOperation, isPublic, label, newestIds, operationsOf } from '../helpers/openapiSweep';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

/** Every name the first account's records carry, so an answer that shows one is a leak. */
const MARK = 'Zeytinlik';

let ctx: TestContext;
let first: SignedIn;
let second: SignedIn;
let fingerprintSql: string;

/** One hash per table over the rows the account owns (and its own `accounts` row). */
async function fingerprint(accountId: number): Promise<Record<string, string>> {
  const { rows } = await ctx.pool.query<{ name: string; hash: string }>(fingerprintSql, [accountId]);
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}

async function tenantTables(): Promise<string[]> {
  const { rows } = await ctx.pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'account_id' ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

beforeAll(async () => {
  ctx = await startTestApp();
  first = await registerAccount(ctx, { assocName: `${MARK} Sitesi` });
  // Every text of the first account's records carries the mark.
  const m = moneyFixtures(ctx, first);
  const debtGroup = await m.make.group({ name: `${MARK} Borç Grubu`, type: 1 });
  const duesGroup = await m.make.group({ name: `${MARK} Aidat Grubu`, type: 2 });
  const building = await m.make.building(`${MARK} Blok`);
  const apartment = await m.make.apartment({
    building_id: building.id,
    identifier: `${MARK}1`,
    group_id: duesGroup.id,
  });
  const resident = await m.make.resident({ name: MARK, surname: `${MARK}oğlu`, phone: '5329998877' });
  await m.make.link({ apartment_id: apartment.id, resident_id: resident.id, type: 1 });
  await dataOf(
    caller(ctx)(first, 'POST', '/debt/group', { apartment_id: apartment.id, group_id: debtGroup.id }),
  );
  const type = await m.make.accountingType({ name: `${MARK} Aidatı`, type: 1 });
  await m.make.accountingType({ name: `${MARK} Gideri`, type: 2 });
  const cash = await m.cashAccount({ name: `${MARK} Kasa` });
  const debtId = await m.debt(apartment.id, type.id, 250, { description: `${MARK} borcu` });
  const paid = await m.pay({
    debt_id: debtId,
    account_id: cash.id,
    accounting_type_id: type.id,
    amount: 100,
    date: '05.02.2025',
    description: `${MARK} tahsilatı`,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await createSubUser(ctx, first, {});
  second = await registerAccount(ctx, { assocName: 'Komşu Sitesi' });
  const tables = await tenantTables();
  fingerprintSql = [
    `SELECT 'accounts' AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash
       FROM accounts t WHERE id = $1`,
    ...tables.map(
      (table) =>
        `SELECT '${table}', md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), ''))
           FROM "${table}" t WHERE account_id = $1`,
    ),
  ].join(' UNION ALL ');
});
afterAll(() => ctx?.close());

describe("a second account with the first account's ids", { timeout: 180_000 }, () => {
  it('the first account owns rows in the tables the sweep hashes, named so a leak shows', async () => {
    const tables = await fingerprint(first.user.account_id);
    expect(Object.keys(tables)).toEqual(
      expect.arrayContaining(['audit_log', 'buildings', 'debts', 'receipts']),
    );
    const list = await caller(ctx)(first, 'GET', '/building?page=1');
    expect(list.body).toContain(MARK);
  });

  it('reads nothing of it and changes nothing of it, on every operation', async () => {
    const firstAccount = first.user.account_id;
    const problems: string[] = [];
    const operations = operationsOf(ctx.app).filter((op) => !isPublic(op));
    const newest = await newestIds(ctx.pool, firstAccount);
    let before = await fingerprint(firstAccount);
    // The first rows of every table are the first account's (it was filled before the second registered); its
    // newest rows, chosen by field name, reach the right table for each id.
    for (const id of [1, 2, 3, 'newest'] as const) {
      for (const op of operations) {
        const ids = id === 'newest' ? newest(op) : id;
        const answer = await callOperation(ctx.app, op, second.headers, { ids });
        if (
          answer.body.includes(MARK) ||
          answer.body.includes(first.phone) ||
          answer.body.includes('9998877')
        ) {
          problems.push(`${label(op)} id ${id} shows the first account: ${answer.body.slice(0, 300)}`);
        }
        if (answer.statusCode >= 500) problems.push(`${label(op)} id ${id} → ${answer.statusCode}`);
        const after = await fingerprint(firstAccount);
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        if (changed.length > 0) {
          problems.push(`${label(op)} id ${id} changed ${changed.join(', ')}`);
          before = after;
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("the first account's data is still whole afterwards, as its owner sees it", async () => {
    const call = caller(ctx);
    const buildings = await call(first, 'GET', '/building?page=1');
    expect(buildings.json().Records.map((b: { name: string }) => b.name)).toEqual([`${MARK} Blok`]);
    const accounts = await call(first, 'GET', '/accounts');
    const cash = (accounts.json().Records as { name: string; balance: number }[]).find((a) =>
      a.name.startsWith(MARK),
    );
    expect(cash?.balance).toBe(100);
  });
});
