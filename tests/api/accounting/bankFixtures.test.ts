/**
 * Every statement format the product reads, through POST /bank/statements (docs/bank.md): the bank files in
 * tests/fixtures/bank/ give their lines and the balance check; importing and saving a mapping leave an audit row.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { formBody } from '../helpers/multipartBody';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let m: ReturnType<typeof moneyFixtures>;
const call = caller(() => ctx);
const FIXTURES = join(__dirname, '../../fixtures/bank');

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Ekstre Sitesi' });
  m = moneyFixtures(ctx, owner);
}, 60_000);
afterAll(() => ctx?.close());

async function importInto(bankId: number, name: string, bytes = readFileSync(join(FIXTURES, name))) {
  const body = formBody(
    { account_id: bankId },
    { field: 'file', name, bytes, type: 'application/octet-stream' },
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bank/statements',
    payload: body.payload,
    headers: { ...owner.headers, ...body.headers },
  });
}

async function auditRows(table: string, recordId: number) {
  const { rows } = await ctx.db.execute<{ action: string; after: Record<string, unknown> }>(sql`
    SELECT action, after FROM audit_log WHERE table_name = ${table} AND record_id = ${String(recordId)}`);
  return rows;
}

describe('each bank file format', () => {
  it.each([
    ['ziraat.xlsx', 2, true],
    ['isbank.xlsx', 3, true],
    ['borc-alacak.xls', 2, true],
    ['windows-1254.csv', 2, true],
    ['statement.sta', 2, true],
    ['mt940-unbalanced.sta', 2, false],
    ['camt053-02.xml', 2, true],
    ['camt053-08.xml', 2, true],
    ['camt053-13.xml', 2, true],
  ] as const)('%s gives %i lines, balanced: %s', async (file, lines, balanced) => {
    const bank = await m.cashAccount({ name: `Banka ${file}`, type: 'bank' });
    const answer = await importInto(bank.id, file);
    expect(answer.statusCode, answer.body).toBe(200);
    const summary = answer.json().data;
    expect(summary).toMatchObject({ lines, new_lines: lines, duplicate_lines: 0, balanced });
    expect(summary.balance_message === null).toBe(balanced);
    const listed = (await call.get(owner, `/bank/lines?account_id=${bank.id}`)).json();
    expect(listed.TotalRecords).toBe(lines);
  });
});

describe('audit', () => {
  it('an import writes the statement’s audit row, a saved mapping the account’s', async () => {
    const bank = await m.cashAccount({ name: 'Denetim Bankası', type: 'bank' });
    const imported = await dataOf<{ id: number }>(importInto(bank.id, 'windows-1254.csv'));
    const statementRows = await auditRows('bank_statements', imported.id);
    expect(statementRows).toHaveLength(1);
    expect(statementRows[0]).toMatchObject({ action: 'insert', after: { fileName: 'windows-1254.csv' } });

    const mapping = { header_row: 0, date: 0, description: 1, amount: 2 };
    await dataOf(call.put(owner, '/bank/mapping', { account_id: bank.id, mapping }));
    const accountRows = await auditRows('cash_accounts', bank.id);
    expect(accountRows.filter((row) => row.action === 'update')).toEqual([
      expect.objectContaining({
        after: { bankMapping: { headerRow: 0, date: 0, description: 1, amount: 2 } },
      }),
    ]);
  });
});
