/**
 * Issue 26: "Tahsilatı geri al" from the receipt. Before confirming, the office sees what goes back (the debts that
 * reopen with their amounts, the advance, the cash account); the undo gives back exactly that, to the kuruş, in one
 * transaction, and keeps the receipt listed as cancelled with İPTAL EDİLDİ on its PDF. A refusal says its real
 * reason (already cancelled, closed books, surplus spent); only the delete right on accounting may undo. In
 * "Ödemeler ve transferler" every kind is Turkish and a virman is refused as a virman, saying where it is undone.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceBalanceOf } from '../helpers/collectionScene';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Geri Alma Sitesi' });
  m = moneyFixtures(ctx, owner);
}, 60_000);
afterAll(() => ctx?.close());

/** A flat whose owner owes 600,10 (January) and 400,20 (February), and pays 1.250,55 in one collection. */
async function paidScene() {
  const type = await m.incomeType();
  const cash = await m.cashAccount({ opening_balance: '100,00' });
  const [flat] = await m.flats(1);
  const january = await m.debt(flat!.apartment.id, type.id, '600,10', { due_date: '01.01.2025' });
  const february = await m.debt(flat!.apartment.id, type.id, '400,20', { due_date: '01.02.2025' });
  const collected = await dataOf<{ receipt_id: number; receipt_number: number; to_advance: number }>(
    call(owner, 'POST', '/payment/debts', {
      resident_id: flat!.owner.id,
      amount: '1.250,55',
      account_id: cash.id,
      accounting_type_id: type.id,
      date: '05.02.2025',
    }),
  );
  expect(collected.to_advance).toBe(250.25);
  return { type, cash, flat: flat!, january, february, receipt: collected };
}

const remainingOf = async (residentId: number) =>
  (
    (await call(owner, 'GET', `/resident/debts?page=1&resident_id=${residentId}`)).json().Records as {
      id: number;
      remaining: number;
    }[]
  ).map((d) => [d.id, d.remaining]);

const receiptRow = async (id: number) =>
  (
    (await call(owner, 'GET', '/receipts?page=1&per_page=100')).json().Records as {
      id: number;
      is_cancelled: boolean;
    }[]
  ).find((r) => r.id === id);

describe('Tahsilatı geri al from the receipt', () => {
  it('shows what goes back, then gives back exactly that and keeps the receipt, cancelled', async () => {
    const s = await paidScene();
    const resident = s.flat.owner.id;
    expect(await m.balance(s.cash.id)).toBe(1350.55);
    expect(await advanceBalanceOf(call, owner, resident)).toBe(250.25);

    const plan = await dataOf<Record<string, unknown>>(
      call(owner, 'GET', `/user/receipt/${s.receipt.receipt_id}/undo`),
    );
    expect(plan).toMatchObject({
      number: s.receipt.receipt_number,
      amount: 1250.55,
      account: expect.any(String),
      advance: 250.25,
      is_cancelled: false,
      refusal: null,
      debts: [
        { debt_id: s.january, amount: 600.1, remaining_after: 600.1, due_date: '01.01.2025' },
        { debt_id: s.february, amount: 400.2, remaining_after: 400.2, due_date: '01.02.2025' },
      ],
    });

    const undone = await call(owner, 'POST', `/user/receipt/${s.receipt.receipt_id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().description).toBe(
      `Tahsilat geri alındı; ${s.receipt.receipt_number} numaralı makbuz iptal edildi.`,
    );
    expect(await remainingOf(resident)).toEqual(
      expect.arrayContaining([
        [s.january, 600.1],
        [s.february, 400.2],
      ]),
    );
    expect(await advanceBalanceOf(call, owner, resident)).toBe(0);
    expect(await m.balance(s.cash.id)).toBe(100);
    expect(await receiptRow(s.receipt.receipt_id)).toMatchObject({ is_cancelled: true });

    const pdf = await call(owner, 'GET', `/user/receipt/file/${s.receipt.receipt_id}`);
    expect(pdf.statusCode).toBe(200);
    const document = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    expect((await extractText(document, { mergePages: true })).text).toContain('İPTAL EDİLDİ');

    // Twice: refused as already cancelled, and the plan says so.
    const again = await call(owner, 'POST', `/user/receipt/${s.receipt.receipt_id}/undo`);
    expect(again.statusCode).toBe(409);
    expect(again.json().description).toBe('Bu makbuz iptal edilmiş; tahsilatı zaten geri alınmış.');
    const after = await dataOf<{ refusal: string; is_cancelled: boolean; debts: unknown[]; advance: number }>(
      call(owner, 'GET', `/user/receipt/${s.receipt.receipt_id}/undo`),
    );
    expect(after).toMatchObject({ is_cancelled: true, debts: [], advance: 0 });
    expect(after.refusal).toBe('Bu makbuz iptal edilmiş; tahsilatı zaten geri alınmış.');
    expect(await m.balance(s.cash.id)).toBe(100);
  });

  it('refuses when the surplus was spent, saying so in the plan and the answer, and changes nothing', async () => {
    const s = await paidScene();
    const resident = s.flat.owner.id;
    await dataOf(
      call(owner, 'POST', '/advance/payments/withdraw/money', {
        resident_id: resident,
        amount: '50,00',
        account_id: s.cash.id,
      }),
    );
    const plan = await dataOf<{ refusal: string | null }>(
      call(owner, 'GET', `/user/receipt/${s.receipt.receipt_id}/undo`),
    );
    const reason =
      'Bu tahsilattan avansa aktarılan ₺250,25 kullanılmış (avans bakiyesi ₺200,25); tahsilat geri alınamaz.';
    expect(plan.refusal).toBe(reason);
    const refused = await call(owner, 'POST', `/user/receipt/${s.receipt.receipt_id}/undo`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().description).toBe(reason);
    expect(await remainingOf(resident)).toEqual(
      expect.arrayContaining([
        [s.january, 0],
        [s.february, 0],
      ]),
    );
    expect(await m.balance(s.cash.id)).toBe(1300.55);
    expect(await receiptRow(s.receipt.receipt_id)).toMatchObject({ is_cancelled: false });
  });

  it('refuses in closed books with the closed-books reason', async () => {
    const s = await paidScene();
    const settings = (await call(owner, 'GET', '/settings')).json().data;
    await dataOf(call(owner, 'PUT', '/settings', { ...settings, books_closed_through: '28.02.2025' }));
    try {
      const refused = await call(owner, 'POST', `/user/receipt/${s.receipt.receipt_id}/undo`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().description).toMatch(/^Defterler 28\.02\.2025 tarihine kadar kapatıldı/);
      const plan = await dataOf<{ refusal: string }>(
        call(owner, 'GET', `/user/receipt/${s.receipt.receipt_id}/undo`),
      );
      expect(plan.refusal).toBe(refused.json().description);
      expect(await m.balance(s.cash.id)).toBe(1350.55);
    } finally {
      await dataOf(call(owner, 'PUT', '/settings', { ...settings, books_closed_through: null }));
    }
  });

  it('needs the delete right on accounting, and another account’s receipt is not found', async () => {
    const s = await paidScene();
    const clerk = await createSubUser(ctx, owner, { exec_accounting: 1 });
    for (const method of ['GET', 'POST'] as const) {
      expect((await call(clerk, method, `/user/receipt/${s.receipt.receipt_id}/undo`)).statusCode).toBe(403);
    }
    const stranger = await registerAccount(ctx, { assocName: 'Başka Site' });
    expect((await call(stranger, 'POST', `/user/receipt/${s.receipt.receipt_id}/undo`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/user/receipt/987654/undo')).statusCode).toBe(404);
    const full = await createSubUser(ctx, owner, { exec_accounting: 2 });
    expect((await call(full, 'POST', `/user/receipt/${s.receipt.receipt_id}/undo`)).statusCode).toBe(200);
  });
});

describe('Ödemeler ve transferler', () => {
  it('names every kind in Turkish and refuses a virman as a virman, saying where it is undone', async () => {
    const from = await m.cashAccount({ opening_balance: '500,00' });
    const to = await m.cashAccount();
    await dataOf(
      call(owner, 'POST', '/virman', {
        from_account_id: from.id,
        to_account_id: to.id,
        amount: '120,00',
        date: '10.03.2025',
      }),
    );
    const rows = (await call(owner, 'GET', `/user/transfer?page=1&account_id=${to.id}`)).json().Records as {
      id: number;
      kind: string;
      kind_name: string;
      deletable: boolean;
      not_deletable_reason: string | null;
    }[];
    const incoming = rows.find((r) => r.kind === 'transfer_in')!;
    expect(incoming).toMatchObject({ kind_name: 'Virman (giriş)', deletable: false });
    expect(incoming.not_deletable_reason).toMatch(/virman.*Muhasebe > Virmanlar/);
    const refused = await call(owner, 'DELETE', `/user/transfer/${incoming.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().description).toBe(incoming.not_deletable_reason);
    expect(refused.json().description).not.toMatch(/borç silme/);

    const all = (await call(owner, 'GET', '/user/transfer?page=1&per_page=100')).json().Records as {
      kind: string;
      kind_name: string;
    }[];
    for (const row of all) expect(row.kind_name).not.toBe(row.kind);
  });
});
