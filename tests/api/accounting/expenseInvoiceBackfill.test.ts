/**
 * The day-two migration's backfill (docs/decisions.md, "Older expenses get the invoice they paid"): an expense saved
 * with a supplier and an invoice date before its invoice was recorded with it gets that invoice, so its supplier no
 * longer shows a negative "Kalan borcumuz"; an invoice already entered by hand is not doubled and closed books are
 * left alone. On PostgreSQL, with the migration's own statements.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../../server/db/schema';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;

/** The hand-written statements of the day-two migration, as the integrator re-applies them. */
function backfillStatements(): string[] {
  const folder = fileURLToPath(new URL('../../../server/db/migrations', import.meta.url));
  const file = readdirSync(folder).find((name) => name.endsWith('_expense_invoice_backfill.sql'));
  const text = readFileSync(join(folder, file!), 'utf8');
  return text
    .slice(text.indexOf('-- hand-written'))
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Eski Gider Sitesi' });
  m = moneyFixtures(ctx, owner);
});
afterAll(() => ctx?.close());

const owed = async (supplierId: number) =>
  (await call(owner, 'GET', '/current/accounts'))
    .json()
    .Records.find((s: { id: number }) => s.id === supplierId)?.balance;
const lines = async (supplierId: number) =>
  (await call(owner, 'GET', `/current/records?page=1&current_account_id=${supplierId}`))
    .json()
    .Records.map((l: { kind: string; date: string; debit: number; credit: number }) => [
      l.kind,
      l.date,
      l.debit,
      l.credit,
    ]);

describe('older expenses with a supplier and an invoice date', () => {
  it('get the invoice they paid, once, without doubling a hand-entered invoice or touching closed books', async () => {
    const cash = await m.cashAccount({ opening_balance: 50000 });
    const type = await m.make.accountingType({ name: 'Bakım', type: 2 });
    const supplier = async (name: string) =>
      (await dataOf(call(owner, 'POST', '/current/account', { name }))).id;
    const expense = async (current_account_id: number, amount: string, date: string, bill_date?: string) =>
      (
        await dataOf(
          call(owner, 'POST', '/expense', {
            amount,
            account_id: cash.id,
            accounting_type_id: type.id,
            date,
            description: `Bakım ${date}`,
            current_account_id,
            ...(bill_date && { bill_date }),
          }),
        )
      ).id;
    const elevator = await supplier('Kuzey Asansör');
    const cleaner = await supplier('Pırıl Temizlik');
    const gardener = await supplier('Yeşil Bahçe');
    const old = [
      await expense(elevator, '4321,90', '12.05.2026', '10.05.2026'),
      await expense(elevator, '1000', '12.06.2026', '11.06.2026'),
      await expense(cleaner, '750', '05.06.2026', '01.06.2026'),
      await expense(gardener, '300', '03.02.2026', '01.02.2026'),
    ];
    // Paid without an invoice date: a payment only, as it was.
    await expense(elevator, '200', '20.06.2026');
    // What those expenses were before their invoices were recorded with them: payments only.
    await ctx.pool.query('delete from current_records where expense_id = any($1)', [old]);
    // The cleaner's invoice was entered by hand on the statement, and the gardener's month is closed.
    await dataOf(
      call(owner, 'POST', '/current/record', {
        current_account_id: cleaner,
        amount: 750,
        date: '01.06.2026',
      }),
    );
    await ctx.db
      .update(settings)
      .set({ booksClosedThrough: '2026-02-28' })
      .where(eq(settings.accountId, owner.user.account_id));
    expect(await owed(elevator)).toBe(-5521.9);

    for (const statement of backfillStatements()) await ctx.pool.query(statement);
    for (const statement of backfillStatements()) await ctx.pool.query(statement);

    // Only the payment without an invoice date is still ahead of the invoices.
    expect(await owed(elevator)).toBe(-200);
    expect(await lines(elevator)).toEqual([
      ['invoice', '10.05.2026', 4321.9, 0],
      ['payment', '12.05.2026', 0, 4321.9],
      ['invoice', '11.06.2026', 1000, 0],
      ['payment', '12.06.2026', 0, 1000],
      ['payment', '20.06.2026', 0, 200],
    ]);
    expect(await owed(cleaner)).toBe(0);
    expect(await lines(cleaner)).toEqual([
      ['invoice', '01.06.2026', 750, 0],
      ['payment', '05.06.2026', 0, 750],
    ]);
    expect(await owed(gardener)).toBe(-300);

    // The filled invoice is the expense's: undoing the expense undoes it.
    await dataOf(call(owner, 'DELETE', '/expense', { id: old[1] }));
    expect(await owed(elevator)).toBe(-200);
  });
});
