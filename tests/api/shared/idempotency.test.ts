/**
 * Money writes that survive a retry (server/plugins/idempotency.ts): a collection sent again with the same
 * `Idempotency-Key` answers the first receipt and writes nothing, another body under the key is refused, ten at once
 * make one receipt, and every money route of the route table honours the header.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, receipts } from '../../../server/db/schema';
import { IDEMPOTENCY_MESSAGES } from '../../../server/plugins/idempotency';
import { idempotencyKeysRepository } from '../../../server/repositories/shared/idempotencyKeys';
import { collectionScene } from '../helpers/collectionScene';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startSecondInstance, startTestApp, type TestContext } from '../helpers/harness';
import { moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Tekrar Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Komşu Site' });
});
afterAll(() => ctx?.close());

type Scene = Awaited<ReturnType<typeof collectionScene>>;

/** POST /payment/debt on the scene's debt, with the key. */
function collect(who: SignedIn, s: Scene, amount: number, key: string, app = ctx.app) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/debt',
    headers: { ...who.headers, 'idempotency-key': key },
    payload: {
      debt_id: s.debtId,
      account_id: s.cash.id,
      accounting_type_id: s.type.id,
      amount,
      date: '05.02.2025',
    },
  });
}

async function receiptCount(who: SignedIn): Promise<number> {
  const rows = await ctx.db
    .select({ id: receipts.id })
    .from(receipts)
    .where(eq(receipts.accountId, who.user.account_id));
  return rows.length;
}

const receiptOf = (answer: LightMyRequestResponse) => answer.json().data.receipt_number as number;

describe('a collection sent with an Idempotency-Key', () => {
  it('answers a retry with the first receipt, the same status and body, and writes nothing more', async () => {
    const m = moneyFixtures(ctx, owner);
    const s = await collectionScene(m, 300);
    const key = randomUUID();
    const before = await receiptCount(owner);
    const first = await collect(owner, s, 100, key);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await collect(owner, s, 100, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await receiptCount(owner)).toBe(before + 1);
    expect(await m.balance(s.cash.id)).toBe(100);

    // Another instance on the same database honours the key too.
    const second = await startSecondInstance(ctx);
    try {
      const elsewhere = await collect(owner, s, 100, key, second.app);
      expect(elsewhere.body).toBe(first.body);
    } finally {
      await second.close();
    }
    expect(await receiptCount(owner)).toBe(before + 1);
  });

  it('refuses the same key with another body (409, in Turkish) and changes nothing', async () => {
    const m = moneyFixtures(ctx, owner);
    const s = await collectionScene(m, 300);
    const key = randomUUID();
    expect((await collect(owner, s, 100, key)).statusCode).toBe(200);
    const before = await receiptCount(owner);
    const other = await collect(owner, s, 150, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().description).toBe(IDEMPOTENCY_MESSAGES.otherRequest);
    expect(await receiptCount(owner)).toBe(before);
    expect(await m.balance(s.cash.id)).toBe(100);
  });

  it('makes one receipt of ten requests sent at once with one key; the others answer it or 409 "işleniyor"', async () => {
    const m = moneyFixtures(ctx, owner);
    const s = await collectionScene(m, 300);
    const key = randomUUID();
    const before = await receiptCount(owner);
    const answers = await Promise.all(Array.from({ length: 10 }, () => collect(owner, s, 100, key)));
    expect(await receiptCount(owner)).toBe(before + 1);
    expect(await m.balance(s.cash.id)).toBe(100);
    const done = answers.filter((answer) => answer.statusCode === 200);
    const busy = answers.filter((answer) => answer.statusCode === 409);
    expect(done.length + busy.length, answers.map((a) => a.body).join('\n')).toBe(10);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(new Set(done.map(receiptOf)).size).toBe(1);
    for (const answer of busy) expect(answer.json().description).toBe(IDEMPOTENCY_MESSAGES.inProgress);
  });

  it('writes twice with two keys, and without a key as before', async () => {
    const m = moneyFixtures(ctx, owner);
    const s = await collectionScene(m, 300);
    const before = await receiptCount(owner);
    const one = await collect(owner, s, 50, randomUUID());
    const two = await collect(owner, s, 50, randomUUID());
    expect(receiptOf(two)).toBe(receiptOf(one) + 1);
    const plain = await m.pay({
      debt_id: s.debtId,
      account_id: s.cash.id,
      accounting_type_id: s.type.id,
      amount: 50,
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await receiptCount(owner)).toBe(before + 3);
    expect(await m.balance(s.cash.id)).toBe(150);
  });

  it('keeps keys per account: another account with the same key gets its own collection', async () => {
    const mine = await collectionScene(moneyFixtures(ctx, owner), 300);
    const theirs = await collectionScene(moneyFixtures(ctx, other), 300);
    const key = randomUUID();
    const first = await collect(owner, mine, 100, key);
    const before = await receiptCount(other);
    const second = await collect(other, theirs, 100, key);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().data.receipt_id).not.toBe(first.json().data.receipt_id);
    expect(await receiptCount(other)).toBe(before + 1);
  });

  it('keeps no key for a refused request, so the corrected one may use it; refuses a malformed key', async () => {
    const m = moneyFixtures(ctx, owner);
    const s = await collectionScene(m, 300);
    const key = randomUUID();
    const before = await receiptCount(owner);
    const refused = await collect(owner, s, 0, key);
    expect(refused.statusCode).toBe(400);
    expect(await receiptCount(owner)).toBe(before);
    expect((await collect(owner, s, 100, key)).statusCode).toBe(200);
    const bad = await collect(owner, s, 100, 'kısa');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().description).toBe(IDEMPOTENCY_MESSAGES.badKey);
    expect(await receiptCount(owner)).toBe(before + 1);
  });

  it('forgets a key after 24 hours: the lazy check writes again, the nightly purge removes it', async () => {
    const m = moneyFixtures(ctx, owner);
    const s = await collectionScene(m, 300);
    const key = randomUUID();
    const first = await collect(owner, s, 100, key);
    const mine = and(eq(idempotencyKeys.accountId, owner.user.account_id), eq(idempotencyKeys.key, key));
    await ctx.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(mine);
    const later = await collect(owner, s, 100, key);
    expect(receiptOf(later)).toBe(receiptOf(first) + 1);
    await ctx.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(mine);
    expect(await idempotencyKeysRepository.purge(ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.select().from(idempotencyKeys).where(mine)).toEqual([]);
  });
});

interface DocumentOperation {
  'x-access'?: unknown;
  'x-writes'?: boolean;
  'x-idempotent'?: boolean;
  parameters?: { in: string; name: string }[];
}

/** The areas whose writes move money or make debts (common/permissions.ts). */
const MONEY_AREAS = ['accounting', 'debit'];

/** Writes of the money areas that move no money, each with why it needs no key. */
const NOT_MONEY: Record<string, string> = {
  'PUT /api/bank/mapping': 'remembers which flat a bank description means; posts nothing',
  'POST /api/resident/{id}/page-link': "a resident's personal link, no money",
  'POST /api/resident/{id}/statement/mail': "e-mails the resident's statement PDF, no money",
  'DELETE /api/resident/{id}/page-links': "closes a resident's personal links, no money",
  'POST /api/debt/import': 'an upload: the file is read by the handler, after the hook (docs/decisions.md)',
  'GET /api/user/receipt/{receipt_id}/undo':
    'reads what an undo would give back (a write by its declared action)',
  'DELETE /api/expense/{id}/invoice': "removes an expense's invoice file, no money",
  'PUT /api/expense/{id}/invoice': "an upload of an expense's invoice file, no money",
  'POST /api/bank/statements': 'an upload: stores the statement lines to be posted later, posts no money',
  'PUT /api/interest/setting': "the account's late-payment rule; a resend sets the same values",
  'PUT /api/budgets': "the year's budget plan, no money",
};

const areasOf = (access: unknown): string[] => {
  if (!access || typeof access !== 'object') return [];
  const rules = (access as { anyOf?: unknown[]; allOf?: unknown[] }).anyOf ??
    (access as { allOf?: unknown[] }).allOf ?? [access];
  return rules.map((rule) => (rule as { area: string }).area);
};

describe('the route table', () => {
  it('gives every money write idempotent, so a new money route without it fails here', () => {
    const document = ctx.app.swagger() as unknown as {
      paths: Record<string, Record<string, DocumentOperation>>;
    };
    const withoutKey: string[] = [];
    const idempotent: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const label = `${method.toUpperCase()} ${path}`;
        if (op['x-idempotent']) {
          idempotent.push(label);
          expect(op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key')).toBe(true);
        }
        const money = areasOf(op['x-access']).some((area) => MONEY_AREAS.includes(area));
        const advance = path.startsWith('/api/advance/payments');
        if (op['x-writes'] && (money || advance) && !op['x-idempotent']) withoutKey.push(label);
      }
    }
    expect(withoutKey.sort()).toEqual(Object.keys(NOT_MONEY).sort());
    // The money writes the task names, so the area rule above cannot quietly miss them.
    expect(idempotent).toEqual(
      expect.arrayContaining([
        'POST /api/payment/debt',
        'POST /api/payment/debts',
        'POST /api/advance/payments',
        'POST /api/advance/payments/withdraw/money',
        'POST /api/payment',
        'POST /api/expense',
        'POST /api/virman',
        'POST /api/staff/payment',
        'POST /api/debt/single',
        'POST /api/debt/by/group',
        'POST /api/debt/job/run',
        'POST /api/bank/lines/{id}/post',
        'POST /api/bank/lines/accept',
      ]),
    );
  });
});
