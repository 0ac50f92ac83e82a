/** The scene the collection tests start from, and the advance balance they read. */
import type { SignedIn } from './fixtures';
import type { caller, moneyFixtures } from './propertyFixtures';

export type Collection = {
  receipt_id: number;
  receipt_number: number;
  amount: number;
  allocations: { debt_id: number; amount: number; remaining: number }[];
  to_advance: number;
  remaining: number;
};

/** A flat with an owner, an income type, a cash account and one debt. */
export async function collectionScene(
  m: ReturnType<typeof moneyFixtures>,
  amount: number | string = 100,
  debtBody: Record<string, unknown> = {},
) {
  const type = await m.incomeType();
  const cash = await m.cashAccount();
  const [flat] = await m.flats(1);
  const debtId = await m.debt(flat!.apartment.id, type.id, amount, debtBody);
  const pay = (value: number | string, body: Record<string, unknown> = {}) =>
    m.pay({
      debt_id: debtId,
      account_id: cash.id,
      accounting_type_id: type.id,
      amount: value,
      date: '05.02.2025',
      ...body,
    });
  return { type, cash, flat: flat!, debtId, pay };
}

export const advanceBalanceOf = async (
  call: ReturnType<typeof caller>,
  owner: SignedIn,
  residentId: number,
) =>
  (await call(owner, 'GET', `/advance/payments?page=1&resident_id=${residentId}`)).json().AdditionalData
    .balance;
