/**
 * Every report's totals equal the ledger's sums to the kuruş, over random sequences of incomes, expenses, virman,
 * collections, edits and deletions entered through the API (issue 9, "Correctness"). After each sequence the
 * reports are read back and compared with sums taken straight from the database rows. The seed is fixed so a
 * failure reproduces.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cashAccounts, cashMovements, debts, payments } from '../../../server/db/schema';
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

const kurus = fc.integer({ min: 1, max: 50_000 });
const pick = fc.nat({ max: 1_000 });
const day = fc.record({ month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) });
const operation = fc.oneof(
  fc.record({ op: fc.constant('income' as const), amount: kurus, account: pick, type: pick, day }),
  fc.record({ op: fc.constant('expense' as const), amount: kurus, account: pick, type: pick, day }),
  fc.record({ op: fc.constant('virman' as const), amount: kurus, from: pick, to: pick, day }),
  fc.record({ op: fc.constant('collect' as const), amount: kurus, debt: pick, account: pick, day }),
  fc.record({ op: fc.constant('editIncome' as const), amount: kurus, which: pick, day }),
  fc.record({
    op: fc.constant('remove' as const),
    which: pick,
    what: fc.constantFrom('income', 'expense', 'virman'),
  }),
);

const tl = (amount: number) => (amount / 100).toFixed(2);
const dmy = ({ month, day: d }: { month: number; day: number }) =>
  `${String(d).padStart(2, '0')}.${String(month).padStart(2, '0')}.2026`;
const at = <T>(list: T[], index: number) => list[index % list.length]!;
/** Kuruş from the database's exact text; reports' TL are compared in kuruş so no float sum is ever compared. */
const kurusOf = (text: string | null | undefined) => Number(text ?? 0);
const cents = (tlAmount: number) => Math.round(tlAmount * 100);

/** Σ of the account's live ledger rows of some kinds (all kinds when none given), in kuruş. */
async function ledger(accountId: number, kinds?: string[]) {
  const [row] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${cashMovements.amount}), 0)::text` })
    .from(cashMovements)
    .where(
      and(
        eq(cashMovements.accountId, accountId),
        isNull(cashMovements.deletedAt),
        kinds ? sql`${cashMovements.kind} = any(${sql.param(kinds)}::text[])` : undefined,
      ),
    );
  return kurusOf(row?.total);
}

async function scene(owner: SignedIn) {
  const m = moneyFixtures(ctx, owner);
  const banka = await m.cashAccount({ name: 'Banka', opening_balance: 0 });
  const accounts = [
    await m.cashAccount({ name: 'Kasa', opening_balance: 500 }),
    banka,
    await m.cashAccount({ name: 'Ziraat', opening_balance: 100, parent_id: banka.id }),
  ];
  const incomeTypes = [await m.make.starterType('Kira geliri'), await m.make.starterType('Diğer gelirler')];
  const expenseTypes = [await m.make.starterType('Temizlik', 2), await m.make.starterType('Elektrik', 2)];
  const aidat = await m.make.starterType('Aidat');
  const flats = await m.flats(2);
  const debtIds: number[] = [];
  for (const flat of flats) {
    for (const month of ['01.01.2026', '01.06.2026']) {
      debtIds.push(await m.debt(flat.apartment.id, aidat.id, 400, { due_date: month }));
    }
  }
  return { m, accounts, incomeTypes, expenseTypes, aidat, debtIds };
}

it('keeps every report’s totals equal to the ledger’s sums', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 6, maxLength: 14 }), async (ops) => {
      const owner = await registerAccount(ctx, { assocName: 'Rastgele Site' });
      const accountId = owner.user.account_id;
      const s = await scene(owner);
      const created = { income: [] as number[], expense: [] as number[], virman: [] as number[] };
      for (const o of ops) {
        if (o.op === 'income' || o.op === 'expense') {
          const types = o.op === 'income' ? s.incomeTypes : s.expenseTypes;
          const answer = await call(owner, 'POST', o.op === 'income' ? '/payment' : '/expense', {
            amount: tl(o.amount),
            account_id: at(s.accounts, o.account).id,
            accounting_type_id: at(types, o.type).id,
            date: dmy(o.day),
            description: 'Rastgele',
          });
          expect(answer.statusCode, answer.body).toBe(200);
          created[o.op].push(answer.json().data.id);
        } else if (o.op === 'virman') {
          const from = at(s.accounts, o.from);
          const to = at(s.accounts, o.to);
          const answer = await call(owner, 'POST', '/virman', {
            amount: tl(o.amount),
            date: dmy(o.day),
            description: 'Aktarım',
            from_account_id: from.id,
            to_account_id: to.id,
          });
          // The same account on both sides is refused; the rest may also be refused for lack of money.
          if (from.id === to.id) expect(answer.statusCode).toBe(400);
          if (answer.statusCode === 200) created.virman.push(answer.json().data.id);
        } else if (o.op === 'collect') {
          await s.m.pay({
            debt_id: at(s.debtIds, o.debt),
            account_id: at(s.accounts, o.account).id,
            accounting_type_id: s.aidat.id,
            amount: tl(o.amount),
            date: dmy(o.day),
          });
        } else if (o.op === 'editIncome' && created.income.length > 0) {
          const id = at(created.income, o.which);
          await dataOf(
            call(owner, 'PUT', '/payment', {
              id,
              amount: tl(o.amount),
              account_id: s.accounts[0]!.id,
              accounting_type_id: s.incomeTypes[0]!.id,
              date: dmy(o.day),
              description: 'Düzeltildi',
            }),
          );
        } else if (o.op === 'remove' && created[o.what].length > 0) {
          const id = created[o.what].splice(o.which % created[o.what].length, 1)[0];
          const path = o.what === 'income' ? '/payment' : o.what === 'expense' ? '/expense' : '/virman';
          expect((await call(owner, 'DELETE', path, { id })).statusCode).toBe(200);
        }
      }

      const read = async (path: string, body: Record<string, unknown> = {}) => {
        const answer = await call(owner, 'POST', path, { per_page: 500, ...body });
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json().AdditionalData;
      };
      const income = await read('/payment/report');
      const expense = await read('/expense/report');
      const virman = await read('/virman/report');
      const balance = await read('/balance/report');
      const book = await read('/pay/exp/report');
      const year = await read('/ledger/report', { year: 2026 });

      const [collected] = await ctx.db
        .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
        .from(payments)
        .where(
          and(
            eq(payments.accountId, accountId),
            eq(payments.source, 'collection'),
            isNull(payments.deletedAt),
          ),
        );
      const [openings] = await ctx.db
        .select({ total: sql<string>`sum(${cashAccounts.openingBalance})::text` })
        .from(cashAccounts)
        .where(eq(cashAccounts.accountId, accountId));
      const [open] = await ctx.db
        .select({ total: sql<string>`coalesce(sum(${debts.amount} - ${debts.paid}), 0)::text` })
        .from(debts)
        .where(and(eq(debts.accountId, accountId), isNull(debts.deletedAt)));

      expect(cents(income.income)).toBe(await ledger(accountId, ['income']));
      expect(cents(income.collection)).toBe(kurusOf(collected?.total));
      expect(cents(expense.amount)).toBe(0 - (await ledger(accountId, ['expense'])));
      expect(cents(virman.amount)).toBe(await ledger(accountId, ['transfer_in']));
      expect(0 - (await ledger(accountId, ['transfer_out']))).toBe(cents(virman.amount));
      const closing = kurusOf(openings?.total) + (await ledger(accountId));
      expect(cents(balance.closing)).toBe(closing);
      expect(cents(book.closing)).toBe(closing);
      expect(cents(book.money_in) - cents(book.money_out)).toBe(await ledger(accountId));
      expect(cents(balance.open)).toBe(kurusOf(open?.total));
      expect(cents(year.income)).toBe(cents(income.total));
      expect(cents(year.expense)).toBe(cents(expense.amount));
      let held = 0;
      for (const account of s.accounts) held += cents(await s.m.balance(account.id));
      expect(held).toBe(closing);
    }),
    { numRuns: 12, seed: 20_261_125 },
  );
}, 300_000);
