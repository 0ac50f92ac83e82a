/**
 * The per-day totals the balance report and the dashboard read (server/db/schema/reportTotals.ts) stay equal, to the
 * kuruş, to the same sums taken from the ledger rows, over random sequences of debts, collections (one debt or
 * several), receipt reversals, debt deletions (payments removed or moved to the advance), virman, incomes and
 * expenses with edits and deletions, and a write refused by closed books. After each sequence every kept row is
 * compared with a recomputation, and the balance report of several ranges with sums from the rows. Fixed seed.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
});
afterAll(() => ctx?.close());

const kurus = fc.integer({ min: 1, max: 60_000 });
const pick = fc.nat({ max: 1_000 });
const month = fc.integer({ min: 1, max: 12 });
const operation = fc.oneof(
  fc.record({ op: fc.constant('debt' as const), amount: kurus, flat: pick, month, type: pick }),
  fc.record({ op: fc.constant('collect' as const), amount: kurus, debt: pick, cash: pick, month }),
  fc.record({ op: fc.constant('collectMany' as const), amount: kurus, flat: pick, cash: pick, month }),
  fc.record({ op: fc.constant('undo' as const), which: pick }),
  fc.record({ op: fc.constant('deleteDebt' as const), debt: pick, advance: fc.boolean() }),
  fc.record({ op: fc.constant('virman' as const), amount: kurus, from: pick, to: pick, month }),
  fc.record({ op: fc.constant('income' as const), amount: kurus, cash: pick, month }),
  fc.record({ op: fc.constant('expense' as const), amount: kurus, cash: pick, month }),
  fc.record({ op: fc.constant('editIncome' as const), amount: kurus, which: pick, month }),
  fc.record({ op: fc.constant('removeIncome' as const), which: pick }),
);

const tl = (amount: number) => (amount / 100).toFixed(2).replace('.', ',');
const dmy = (m: number, day = 10) => `${String(day).padStart(2, '0')}.${String(m).padStart(2, '0')}.2026`;
const at = <T>(list: T[], index: number) => list[index % list.length]!;
const cents = (amount: number) => Math.round(amount * 100);
/** The kinds of kept rows the sequences left, so a run that never collected cannot pass unnoticed. */
const seen = new Set<string>();

/** Each kept table's rows, and the same keys summed from the live ledger rows, as sorted lines of text. */
async function keptAndSummed(accountId: number) {
  const lines = async (query: ReturnType<typeof sql>) =>
    (await ctx.db.execute<{ line: string }>(query)).rows.map((row) => row.line).sort();
  return {
    kept: [
      ...(await lines(sql`select concat_ws('/', 'cash', cash_account_id, date, kind, n, money_in, money_out) as line
        from cash_day_totals where account_id = ${accountId} and (n <> 0 or money_in <> 0 or money_out <> 0)`)),
      ...(await lines(sql`select concat_ws('/', 'pay', date, due_date, accounting_type_id, source, cash_account_id, n,
          amount) as line
        from payment_day_totals where account_id = ${accountId} and (n <> 0 or amount <> 0)`)),
      ...(await lines(sql`select concat_ws('/', 'debt', due_date, accounting_type_id, n, amount, paid) as line
        from debt_day_totals where account_id = ${accountId} and (n <> 0 or amount <> 0 or paid <> 0)`)),
      ...(await lines(sql`select concat_ws('/', 'flat', apartment_id, resident_id, open) as line
        from flat_open_debts where account_id = ${accountId} and open <> 0`)),
    ],
    summed: [
      ...(await lines(sql`select concat_ws('/', 'cash', cash_account_id, date, kind, count(*),
          coalesce(sum(amount) filter (where amount > 0), 0), coalesce(-sum(amount) filter (where amount < 0), 0)) as line
        from cash_movements where account_id = ${accountId} and deleted_at is null
        group by cash_account_id, date, kind`)),
      ...(await lines(sql`select concat_ws('/', 'pay', p.date, d.due_date, p.accounting_type_id, p.source,
          coalesce(p.cash_account_id, 0), count(*), sum(p.amount)) as line
        from payments p join debts d on d.id = p.debt_id where p.account_id = ${accountId} and p.deleted_at is null
        group by p.date, d.due_date, p.accounting_type_id, p.source, coalesce(p.cash_account_id, 0)`)),
      ...(await lines(sql`select concat_ws('/', 'debt', due_date, accounting_type_id, count(*), sum(amount),
          sum(paid)) as line
        from debts where account_id = ${accountId} and deleted_at is null group by due_date, accounting_type_id`)),
      ...(await lines(sql`select concat_ws('/', 'flat', apartment_id, resident_id, sum(amount - paid)) as line
        from debts where account_id = ${accountId} and deleted_at is null group by apartment_id, resident_id
        having sum(amount - paid) <> 0`)),
    ],
  };
}

/** The residents' side of the balance as of `end`, summed from the debts and payments themselves (kuruş). */
async function residentsFromRows(accountId: number, end: string, typeId: number | null) {
  const type = typeId === null ? sql`true` : sql`d.accounting_type_id = ${typeId}`;
  const [row] = (
    await ctx.db.execute<{ debt: string; paid: string }>(sql`
      select (select coalesce(sum(d.amount), 0) from debts d
          where d.account_id = ${accountId} and d.deleted_at is null and d.due_date <= ${end} and ${type})::text as debt,
        (select coalesce(sum(p.amount), 0) from payments p join debts d on d.id = p.debt_id
          where p.account_id = ${accountId} and p.deleted_at is null and p.date <= ${end}
            and d.deleted_at is null and d.due_date <= ${end} and ${type})::text as paid`)
  ).rows;
  return { debt: Number(row!.debt), paid: Number(row!.paid) };
}

/** Each cash account's money in and out within [start, end] and its movements before start, from the rows. */
async function accountsFromRows(accountId: number, start: string, end: string) {
  const { rows } = await ctx.db.execute<{
    id: number;
    before: string;
    money_in: string;
    money_out: string;
  }>(sql`
    select a.id, (a.opening_balance + coalesce(sum(m.amount) filter (where m.date < ${start}), 0))::text as before,
      coalesce(sum(m.amount) filter (where m.date >= ${start} and m.amount > 0), 0)::text as money_in,
      coalesce(-sum(m.amount) filter (where m.date >= ${start} and m.amount < 0), 0)::text as money_out
    from cash_accounts a left join cash_movements m on m.cash_account_id = a.id and m.deleted_at is null
      and m.date <= ${end}
    where a.account_id = ${accountId} group by a.id order by a.id`);
  return rows.map((r) => `${r.id}: ${r.before} ${r.money_in} ${r.money_out}`);
}

async function scene(owner: SignedIn) {
  const m = moneyFixtures(ctx, owner);
  const banka = await m.cashAccount({ name: 'Banka', opening_balance: '1.000,00' });
  const cash = [
    await m.cashAccount({ name: 'Kasa', opening_balance: '500,00' }),
    banka,
    await m.cashAccount({ name: 'Ziraat', opening_balance: 0, parent_id: banka.id }),
  ];
  const types = [await m.make.starterType('Aidat'), await m.make.starterType('Yakıt')];
  const incomeType = await m.make.starterType('Kira geliri');
  const expenseType = await m.make.starterType('Temizlik', 2);
  const flats = await m.flats(3);
  return { m, cash, types, incomeType, expenseType, flats };
}

it('keeps the per-day totals equal to the ledger rows, and the balance report reads them right', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 8, maxLength: 18 }), async (ops) => {
      const owner = await registerAccount(ctx, { assocName: 'Toplamlar Sitesi' });
      const accountId = owner.user.account_id;
      const s = await scene(owner);
      const debtIds: number[] = [];
      const receipts: number[] = [];
      const incomes: number[] = [];
      for (const o of ops) {
        if (o.op === 'debt') {
          debtIds.push(
            await s.m.debt(at(s.flats, o.flat).apartment.id, at(s.types, o.type).id, tl(o.amount), {
              due_date: dmy(o.month, 1),
            }),
          );
        } else if (o.op === 'collect' && debtIds.length > 0) {
          const answer = await s.m.pay({
            debt_id: at(debtIds, o.debt),
            account_id: at(s.cash, o.cash).id,
            accounting_type_id: s.types[0]!.id,
            amount: tl(o.amount),
            date: dmy(o.month, 15),
          });
          expect([200, 400, 404, 409], answer.body).toContain(answer.statusCode);
          if (answer.statusCode === 200) receipts.push(answer.json().data.receipt_id);
        } else if (o.op === 'collectMany') {
          const answer = await call(owner, 'POST', '/payment/debts', {
            resident_id: at(s.flats, o.flat).owner.id,
            account_id: at(s.cash, o.cash).id,
            accounting_type_id: s.types[0]!.id,
            amount: tl(o.amount),
            date: dmy(o.month, 20),
          });
          expect(answer.statusCode, answer.body).toBe(200);
          receipts.push(answer.json().data.receipt_id);
        } else if (o.op === 'undo' && receipts.length > 0) {
          const id = receipts.splice(o.which % receipts.length, 1)[0];
          // Refused when the advance it made was spent since: then nothing changes, which is checked too.
          expect([200, 409], '').toContain(
            (await call(owner, 'POST', `/user/receipt/${id}/undo`)).statusCode,
          );
        } else if (o.op === 'deleteDebt' && debtIds.length > 0) {
          const answer = await call(owner, 'DELETE', '/delete/debt/single', {
            id: at(debtIds, o.debt),
            set_advance_payment: o.advance,
          });
          expect([200, 404], answer.body).toContain(answer.statusCode);
        } else if (o.op === 'virman') {
          const answer = await call(owner, 'POST', '/virman', {
            amount: tl(o.amount),
            date: dmy(o.month, 5),
            description: 'Aktarım',
            from_account_id: at(s.cash, o.from).id,
            to_account_id: at(s.cash, o.to).id,
          });
          expect([200, 400], answer.body).toContain(answer.statusCode);
        } else if (o.op === 'income' || o.op === 'expense') {
          const answer = await call(owner, 'POST', o.op === 'income' ? '/payment' : '/expense', {
            amount: tl(o.amount),
            account_id: at(s.cash, o.cash).id,
            accounting_type_id: (o.op === 'income' ? s.incomeType : s.expenseType).id,
            date: dmy(o.month, 25),
            description: 'Rastgele',
          });
          expect([200, 400], answer.body).toContain(answer.statusCode);
          if (o.op === 'income' && answer.statusCode === 200) incomes.push(answer.json().data.id);
        } else if (o.op === 'editIncome' && incomes.length > 0) {
          await dataOf(
            call(owner, 'PUT', '/payment', {
              id: at(incomes, o.which),
              amount: tl(o.amount),
              account_id: s.cash[2]!.id,
              accounting_type_id: s.incomeType.id,
              date: dmy(o.month, 3),
              description: 'Düzeltildi',
            }),
          );
        } else if (o.op === 'removeIncome' && incomes.length > 0) {
          const id = incomes.splice(o.which % incomes.length, 1)[0];
          expect((await call(owner, 'DELETE', '/payment', { id })).statusCode).toBe(200);
        }
      }

      // Closed books: a collection dated in the closed months is refused and changes no total.
      const settings = (await call(owner, 'GET', '/settings')).json().data;
      await dataOf(call(owner, 'PUT', '/settings', { ...settings, books_closed_through: '30.06.2026' }));
      const before = await keptAndSummed(accountId);
      if (debtIds.length > 0) {
        const refused = await s.m.pay({
          debt_id: debtIds[0],
          account_id: s.cash[0]!.id,
          accounting_type_id: s.types[0]!.id,
          amount: '1,00',
          date: '15.03.2026',
        });
        expect(refused.statusCode).not.toBe(200);
      }
      const totals = await keptAndSummed(accountId);
      expect(totals).toEqual(before);
      expect(totals.kept).toEqual(totals.summed);
      for (const line of totals.kept)
        seen.add(
          line
            .split('/')
            .slice(0, 1)
            .concat(line.split('/')[0] === 'pay' ? [line.split('/')[4]!] : [])
            .join(' '),
        );

      // The balance report, read from the kept totals, equals the rows' sums for a year, a half, one type.
      for (const [start, end, typeId] of [
        ['2026-01-01', '2026-12-31', null],
        ['2026-04-01', '2026-06-30', null],
        ['2026-01-01', '2026-08-31', s.types[1]!.id],
      ] as const) {
        const answer = await call(owner, 'POST', '/balance/report', {
          start_date: start.split('-').reverse().join('.'),
          end_date: end.split('-').reverse().join('.'),
          ...(typeId === null ? {} : { accounting_type_id: typeId }),
          per_page: 100,
        });
        expect(answer.statusCode, answer.body).toBe(200);
        const report = answer.json();
        const residents = await residentsFromRows(accountId, end, typeId);
        expect(cents(report.AdditionalData.debt)).toBe(residents.debt);
        expect(cents(report.AdditionalData.paid)).toBe(residents.paid);
        const lines = (
          report.Records as {
            id: number;
            level: string;
            opening: number;
            money_in: number;
            money_out: number;
          }[]
        )
          .filter((line) => line.level === 'account')
          .sort((a, b) => a.id - b.id)
          .map((l) => `${l.id}: ${cents(l.opening)} ${cents(l.money_in)} ${cents(l.money_out)}`);
        expect(lines).toEqual(await accountsFromRows(accountId, start, end));
      }
    }),
    { numRuns: 8, seed: 20_261_128 },
  );
  expect([...seen]).toEqual(expect.arrayContaining(['cash', 'debt', 'flat', 'pay collection']));
}, 300_000);
