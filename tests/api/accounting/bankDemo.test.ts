/** The demo's bank account: last month's statement imported through the import service (server/seed/bank.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIstanbul } from '../../../common/date';
import { isValidIban } from '../../../common/iban';
import { DEMO } from '../../../server/demoCredentials';
import { seedDemoWhenEmpty } from '../../../server/seed';
import { login, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller } from '../helpers/propertyFixtures';

let ctx: TestContext;
let demo: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  expect(await seedDemoWhenEmpty(ctx.db)).toBe(true);
  demo = await login(ctx, DEMO.phone, DEMO.password);
  call = caller(ctx);
});
afterAll(() => ctx?.close());

interface Line {
  status: string;
  value_date: string;
  amount: string;
  suggestion: { level: number; reason_code: string } | null;
  parts: { kind: string; receipt_id: number | null }[];
}

async function bankAccount() {
  const accounts = (await call(demo, 'GET', '/accounts')).json().Records as {
    id: number;
    name: string;
    type: string;
    iban: string | null;
  }[];
  return accounts.find((a) => a.type === 'bank')!;
}

describe('demo bank', () => {
  it('has a bank account with a valid IBAN and last month’s statement in every state', async () => {
    const bank = await bankAccount();
    expect(bank.name).toBe('Ziraat Bankası');
    expect(isValidIban(bank.iban)).toBe(true);
    const statements = (
      await call(demo, 'GET', `/bank/statements?account_id=${bank.id}&page=1&per_page=10`)
    ).json();
    expect(statements.data ?? statements.Records).toHaveLength(1);
    const answer = (await call(demo, 'GET', `/bank/lines?account_id=${bank.id}&page=1&per_page=100`)).json();
    const lines = (answer.data ?? answer.Records) as Line[];
    expect(lines.length).toBeGreaterThanOrEqual(30);
    const { posted, suggested, unmatched } = answer.counts;
    expect(posted).toBeGreaterThan(suggested);
    expect(suggested).toBeGreaterThan(0);
    expect(unmatched).toBeGreaterThan(0);
    // Collections posted by the payment code at import, or tied to one entered at the desk: each has a receipt.
    const collected = lines.filter(
      (l) => l.status === 'posted' && l.parts.some((p) => p.kind === 'collection'),
    );
    expect(collected.length).toBeGreaterThan(0);
    expect(collected.every((l) => l.parts.some((p) => p.receipt_id))).toBe(true);
    // What was recorded by hand is tied but for three lines, which wait to show the level.
    expect(lines.filter((l) => l.status === 'suggested' && l.suggestion?.level === 0)).toHaveLength(3);
    const reasons = new Set(
      lines.filter((l) => l.status === 'suggested').map((l) => l.suggestion!.reason_code),
    );
    for (const reason of ['phone', 'name_amount', 'keyword', 'transfer_leg'])
      expect(reasons).toContain(reason);
    const today = todayInIstanbul();
    const month = today.month === 1 ? 12 : today.month - 1;
    const year = today.month === 1 ? today.year - 1 : today.year;
    const suffix = `.${String(month).padStart(2, '0')}.${year}`;
    expect(lines.every((l) => l.value_date.endsWith(suffix))).toBe(true);
  });

  it('answers the reconciliation of last month', async () => {
    const bank = await bankAccount();
    const today = todayInIstanbul();
    const month = today.month === 1 ? 12 : today.month - 1;
    const year = today.month === 1 ? today.year - 1 : today.year;
    const mm = String(month).padStart(2, '0');
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const response = await call(
      demo,
      'GET',
      `/bank/reconciliation?account_id=${bank.id}&start_date=01.${mm}.${year}&end_date=${last}.${mm}.${year}&per_page=500`,
    );
    expect(response.statusCode).toBe(200);
    const { days, bank_only, book_only, book_only_total, bank_only_total } = response.json().data;
    expect(days).toHaveLength(last);
    // The suggested and unmatched lines are not in the books yet.
    expect(bank_only.length).toBeGreaterThan(0);
    // Every kuruş of the month's closing difference is a line or a movement the lists name: the statement opens
    // at the books' balance of the day before, not with a movement of the 1st counted twice.
    expect(bank_only).toHaveLength(bank_only_total);
    expect(book_only).toHaveLength(book_only_total);
    const kurus = (rows: { amount: number }[]) =>
      rows.reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
    expect(Math.round(days.at(-1).difference * 100)).toBe(kurus(bank_only) - kurus(book_only));
  });
});
