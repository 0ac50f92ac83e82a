import { todayInIstanbul } from '../../common/date';
import type { Executor } from '../db';
import { debtJobs, interestSettings } from '../db/schema';
import { cashAccountsRepository } from '../repositories/definitions/cashAccounts';
import { debtBatchesRepository } from '../repositories/money/debtBatches';
import { debtsRepository } from '../repositories/money/debts';
import { collect, createDebts, type Debt, depositAdvance, withdrawAdvance } from '../services/money';
import { type EntryInput, planEntry } from '../services/money/debtEntry';
import { runDuesJob } from '../services/money/duesRunner';
import type { DemoProperty } from './property';

const isoOf = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** `months` calendar months before the given month (1-based), as {year, month}. */
function monthsBefore(year: number, month: number, months: number) {
  const index = year * 12 + (month - 1) - months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The ISO date `days` after `iso`. */
function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type Actor = { accountId: number; userId: number };

/**
 * The demo's money (docs/domain.md, "The demo account"), entered month by month through the same services as the API,
 * so it holds only states the product itself makes: two cash accounts, a year of monthly dues from two dues jobs (one
 * per dues group), a roof repair split by arsa payı and a garden cost split equally, most debts paid, some partly,
 * a few not (some of them late, with compensation), a few advances, and the 5 % daily interest setting.
 * Everything is computed from the flats' order and today's date: the same day gives the same data.
 */
export async function seedMoney(
  tx: Executor,
  accountId: number,
  userId: number,
  property: DemoProperty,
): Promise<{ kasaId: number; bankId: number }> {
  const actor = { accountId, userId };
  const today = todayInIstanbul();
  const todayIso = isoOf(today.year, today.month, today.day);
  // The cash desk every new account starts with, given the demo's office and opening balance, and a bank.
  const starter = await cashAccountsRepository.onlyOne(tx, accountId);
  const kasa = await cashAccountsRepository.update(tx, accountId, actor, starter!.id, {
    address: 'Yönetim ofisi, A Blok zemin kat',
    openingBalance: 250_000n,
  });
  const bank = await cashAccountsRepository.insert(tx, accountId, actor, {
    name: 'Ziraat Bankası',
    phone: '08502200000',
    address: 'Yeşilvadi Şubesi, IBAN TR33 0001 0012 3456 7890 1234 56',
    openingBalance: 4_850_000n,
  });
  await tx.insert(interestSettings).values({ accountId, monthlyRate: '5', mode: 'daily' });
  // Dues: one job per dues group, run for each of the last 12 months (this month included).
  const jobs = await tx
    .insert(debtJobs)
    .values(
      property.duesGroups.map((group) => ({
        accountId,
        name: `${group.name}`,
        groupId: group.id,
        accountingTypeId: property.typeId('Aidat'),
        dayOfMonth: 5,
        isInterest: true,
        responsible: 'owner' as const,
      })),
    )
    .returning();

  const flatOrder = new Map(property.apartmentIds.map((id, index) => [id, index]));
  const entered: Debt[] = [];
  /** The collections of the entries' debts: one per paid debt, like POST /payment/debt, by payment date. */
  const collectOn = async (batchIds: (number | null)[]) => {
    const ids: number[] = [];
    for (const batchId of batchIds) {
      if (batchId !== null) ids.push(...(await debtBatchesRepository.idsOfBatch(tx, accountId, batchId)));
    }
    // Locked as a collection locks them; each debt is paid at most once below.
    const debts = await debtsRepository.lock(tx, accountId, ids);
    entered.push(...debts);
    for (const { debt, amount, date } of plannedPayments(debts, flatOrder, today, todayIso)) {
      await collect(tx, actor, accountId, {
        payerResidentId: debt.residentId,
        cashAccountId: (flatOrder.get(debt.apartmentId) ?? 0) % 3 === 0 ? kasa.id : bank.id,
        accountingTypeId: debt.accountingTypeId,
        amount,
        date,
        description: debt.description,
        debts: [debt],
        mode: { chosen: [debt.id] },
        remainingScope: { residentId: debt.residentId },
      });
    }
  };
  // Month by month, each entry followed by what was paid on it (dues around the 5th, shared costs the 15th), so
  // a receipt's remaining debt counts only what had been entered by then.
  for (let back = 11; back >= 0; back--) {
    const { year, month } = monthsBefore(today.year, today.month, back);
    const period = `${year}-${String(month).padStart(2, '0')}`;
    const dues: (number | null)[] = [];
    for (const job of jobs) {
      dues.push((await runDuesJob(tx, accountId, job.id, period, { actor, today: todayIso })).batchId);
    }
    await collectOn(dues);
    for (const cost of SHARED_COSTS.filter((c) => c.back === back)) {
      const dueDate = isoOf(year, month, 15);
      await collectOn([await enterSharedCost(tx, actor, property, { ...cost, dueDate, today: todayIso })]);
    }
  }
  await seedAdvances(tx, actor, kasa.id, entered, todayIso);
  return { kasaId: kasa.id, bankId: bank.id };
}

/** The two shared costs (Demirbaş): how many months back, how they are split, their text. */
const SHARED_COSTS = [
  {
    back: 4,
    split: { rule: 'land', total: 2_400_000n },
    description: 'Çatı onarımı (arsa payına göre)',
    isInterest: true,
  },
  {
    back: 2,
    split: { rule: 'amount_each', amount: 12_000n },
    description: 'Bahçe düzenlemesi (6.000 TL, eşit)',
    isInterest: false,
  },
] as const;

/** A shared cost split over every building's flats, entered like the debt-entry screen does; its batch id. */
async function enterSharedCost(
  tx: Executor,
  actor: Actor,
  property: DemoProperty,
  cost: (typeof SHARED_COSTS)[number] & { dueDate: string; today: string },
): Promise<number | null> {
  const terms = { accountingTypeId: property.typeId('Demirbaş'), responsible: 'owner' as const };
  const input: EntryInput = { ...cost.split, buildingIds: property.buildingIds };
  const plan = await planEntry(tx, actor.accountId, input, { ...terms, dueDate: cost.dueDate });
  const entry = await createDebts(
    tx,
    actor,
    actor.accountId,
    {
      ...terms,
      dueDate: cost.dueDate,
      description: cost.description,
      isInterest: cost.isInterest,
      interestRate: null,
    },
    plan.rows,
    {
      batch: { userId: actor.userId, rule: plan.rule, ruleInput: plan.ruleInput, source: 'entry' },
      autoPay: false,
      today: cost.today,
    },
  );
  return entry.batchId;
}

/** A few residents paid in advance (deposits into the cash desk); one took part of it back. */
async function seedAdvances(tx: Executor, actor: Actor, kasaId: number, entered: Debt[], todayIso: string) {
  // The residents in the order their debts fall due (flat by flat).
  entered.sort((a, b) =>
    a.dueDate !== b.dueDate ? (a.dueDate < b.dueDate ? -1 : 1) : a.apartmentId - b.apartmentId || a.id - b.id,
  );
  const advanceFrom = [...new Set(entered.map((d) => d.residentId))]
    .filter((_, index) => index % 12 === 5)
    .slice(0, 4);
  for (const [index, residentId] of advanceFrom.entries()) {
    await depositAdvance(tx, actor, actor.accountId, {
      residentId,
      cashAccountId: kasaId,
      amount: BigInt(1000 + index * 500) * 100n,
      date: addDays(todayIso, -(10 + index * 7)),
      description: 'Peşin ödeme',
    });
    if (index === 0) {
      await withdrawAdvance(tx, actor, actor.accountId, {
        residentId,
        cashAccountId: kasaId,
        amount: 20_000n,
        date: todayIso,
        description: 'Avans iadesi',
      });
    }
  }
}

/**
 * Who pays what and when: most debts a few days around their due date, some half, a few not at all (a chronic
 * late payer, recent months of some flats, part of the shared costs); never after today. Sorted by date.
 */
function plannedPayments(
  debts: Debt[],
  flatOrder: Map<number, number>,
  today: { year: number; month: number },
  todayIso: string,
): { debt: Debt; amount: bigint; date: string }[] {
  const monthsAgo = (iso: string) =>
    (today.year - Number(iso.slice(0, 4))) * 12 + (today.month - Number(iso.slice(5, 7)));
  const planned: { debt: Debt; amount: bigint; date: string }[] = [];
  for (const debt of debts) {
    const flat = flatOrder.get(debt.apartmentId) ?? 0;
    const age = monthsAgo(debt.dueDate);
    let share: 'all' | 'half' | 'none' = 'all';
    if (debt.dueDate > todayIso)
      share = flat % 2 === 0 ? 'none' : 'all'; // paid early by half the flats
    else if (flat % 10 === 3 && age <= 3)
      share = 'none'; // a chronic late payer: the last months open
    else if (flat % 10 === 3 && age <= 5) share = 'half';
    else if (flat % 10 === 6 && age <= 1) share = 'none';
    else if (flat % 7 === 0 && age === 0) share = 'half';
    else if (flat % 10 === 8 && age <= 2 && debt.batchId !== null && debt.description.startsWith('Çatı'))
      share = 'none';
    else if (debt.description.startsWith('Bahçe') && flat % 3 === 1) share = 'none';
    else if (debt.description.startsWith('Çatı') && flat % 4 === 2) share = 'half';
    if (share === 'none') continue;
    const amount = share === 'all' ? debt.amount : debt.amount / 2n;
    const paidOn = addDays(debt.dueDate, (flat % 9) - 2);
    // Never in the future (ISO dates sort as text).
    planned.push({ debt, amount, date: [paidOn, todayIso].sort()[0]! });
  }
  return planned.sort((a, b) => (a.date === b.date ? a.debt.id - b.debt.id : a.date < b.date ? -1 : 1));
}
