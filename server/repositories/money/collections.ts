import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import {
  advanceMovements,
  apartments,
  buildings,
  cashAccounts,
  cashMovements,
  debts,
  payments,
  receiptCounters,
  receipts,
  residents,
} from '../../db/schema';
import { matchesKey } from '../../db/search';

type Page = { offset: number; limit: number };

/** Collections, receipts and transfers: the read side. Every function takes the caller's account id. */
export const collectionsRepository = {
  /** Live cash movements, newest first, with the account and resident names and the receipt number. */
  async transfers(
    exec: Executor,
    accountId: number,
    filters: { residentId?: number | null; cashAccountId?: number | null },
    page: Page,
  ) {
    const conditions: SQL[] = [eq(cashMovements.accountId, accountId), isNull(cashMovements.deletedAt)];
    if (filters.residentId) conditions.push(eq(cashMovements.residentId, filters.residentId));
    if (filters.cashAccountId) conditions.push(eq(cashMovements.cashAccountId, filters.cashAccountId));
    const where = and(...conditions);
    const order = [desc(cashMovements.date), desc(cashMovements.id)];
    // The page is found on the movements alone (cash_movements_live_date), then only its rows are joined.
    const pageIds = exec
      .select({ id: cashMovements.id })
      .from(cashMovements)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
    const rows = await exec
      .select({
        movement: cashMovements,
        cashAccountName: cashAccounts.name,
        residentName: residents.name,
        residentSurname: residents.surname,
        receiptNumber: receipts.number,
      })
      .from(cashMovements)
      .innerJoin(cashAccounts, eq(cashAccounts.id, cashMovements.cashAccountId))
      .leftJoin(residents, eq(residents.id, cashMovements.residentId))
      .leftJoin(receipts, eq(receipts.id, cashMovements.receiptId))
      .where(inArray(cashMovements.id, pageIds))
      .orderBy(...order);
    // Without a resident filter the count is the one the cash_movements trigger keeps per cash account (0017).
    const [total] = filters.residentId
      ? await exec.select({ n: count() }).from(cashMovements).where(where)
      : await exec
          .select({ n: sql<number>`coalesce(sum(${cashAccounts.movementsCount}), 0)::int` })
          .from(cashAccounts)
          .where(
            and(
              eq(cashAccounts.accountId, accountId),
              filters.cashAccountId ? eq(cashAccounts.id, filters.cashAccountId) : undefined,
            ),
          );
    return { rows, total: total?.n ?? 0 };
  },

  async movement(exec: Executor, accountId: number, id: number) {
    const [row] = await exec
      .select()
      .from(cashMovements)
      .where(and(eq(cashMovements.accountId, accountId), eq(cashMovements.id, id)));
    return row;
  },

  async cashAccountName(exec: Executor, accountId: number, id: number): Promise<string | undefined> {
    const [row] = await exec
      .select({ name: cashAccounts.name })
      .from(cashAccounts)
      .where(and(eq(cashAccounts.accountId, accountId), eq(cashAccounts.id, id)));
    return row?.name;
  },

  /** The live cash movement of a receipt's collection (none once the collection was undone). */
  async collectionOfReceipt(exec: Executor, accountId: number, receiptId: number) {
    const [row] = await exec
      .select()
      .from(cashMovements)
      .where(
        and(
          eq(cashMovements.accountId, accountId),
          eq(cashMovements.receiptId, receiptId),
          eq(cashMovements.kind, 'collection'),
          isNull(cashMovements.deletedAt),
        ),
      );
    return row;
  },

  /**
   * What undoing a receipt's collection gives back (issue 26): each live payment's debt with its flat and what it
   * has left now, the surplus still in the advance, and the cash account the money leaves.
   */
  async undoLines(exec: Executor, accountId: number, receiptId: number) {
    const debtLines = await exec
      .select({
        debtId: debts.id,
        description: debts.description,
        dueDate: debts.dueDate,
        buildingName: buildings.name,
        identifier: apartments.identifier,
        amount: payments.amount,
        remaining: sql<string>`(${debts.amount} - ${debts.paid})::text`,
      })
      .from(payments)
      .innerJoin(debts, eq(debts.id, payments.debtId))
      .innerJoin(apartments, eq(apartments.id, debts.apartmentId))
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .where(
        and(eq(payments.accountId, accountId), eq(payments.receiptId, receiptId), isNull(payments.deletedAt)),
      )
      .orderBy(asc(debts.dueDate), asc(payments.id));
    const [surplus] = await exec
      .select({ amount: sql<string>`coalesce(sum(${advanceMovements.amount}), 0)::text` })
      .from(advanceMovements)
      .where(
        and(
          eq(advanceMovements.accountId, accountId),
          eq(advanceMovements.receiptId, receiptId),
          eq(advanceMovements.kind, 'surplus'),
          isNull(advanceMovements.deletedAt),
        ),
      );
    return {
      debts: debtLines.map((line) => ({ ...line, remaining: BigInt(line.remaining) })),
      advance: BigInt(surplus?.amount ?? '0'),
    };
  },

  /** Receipts, newest number first; `key` finds the payer, the number, the cash account or the description. */
  async receipts(
    exec: Executor,
    accountId: number,
    filters: { residentId?: number | null; key?: string | null },
    page: Page,
  ) {
    const key = filters.key;
    // Digits alone are a receipt number; other text is the payer, the cash account or the description.
    const { ids, total } =
      key && !/^\d{1,9}$/.test(key)
        ? await receiptsMatching(exec, accountId, key, filters.residentId ?? null, page)
        : await receiptsInOrder(exec, accountId, filters.residentId ?? null, key ? Number(key) : null, page);
    const rows =
      ids.length === 0
        ? []
        : await exec
            .select({
              receipt: receipts,
              cashAccountName: cashAccounts.name,
              residentName: residents.name,
              residentSurname: residents.surname,
            })
            .from(receipts)
            .innerJoin(cashAccounts, eq(cashAccounts.id, receipts.cashAccountId))
            .leftJoin(residents, eq(residents.id, receipts.residentId))
            .where(and(eq(receipts.accountId, accountId), inArray(receipts.id, ids)))
            .orderBy(desc(receipts.number));
    return { rows, total };
  },

  async receipt(exec: Executor, accountId: number, id: number) {
    const [row] = await collectionsRepository.receiptsByIds(exec, accountId, [id]);
    return row;
  },

  /** The account's receipts of these ids, with the payer's name, in no particular order. */
  async receiptsByIds(exec: Executor, accountId: number, ids: number[]) {
    return exec
      .select({
        receipt: receipts,
        residentName: residents.name,
        residentSurname: residents.surname,
      })
      .from(receipts)
      .leftJoin(residents, eq(residents.id, receipts.residentId))
      .where(and(eq(receipts.accountId, accountId), inArray(receipts.id, ids)));
  },

  /** What a receipt paid: each debt (with its apartment) and the surplus moved to the advance. */
  async receiptLines(exec: Executor, accountId: number, receiptId: number) {
    const lines = await collectionsRepository.receiptLinesByIds(exec, accountId, [receiptId]);
    return lines.get(receiptId) ?? { paid: [], surplus: 0n };
  },

  /** What each of these receipts paid, by receipt id: two queries for the lot (the owner's export reads a thousand). */
  async receiptLinesByIds(exec: Executor, accountId: number, ids: number[]) {
    const paid = await exec
      .select({
        receiptId: payments.receiptId,
        amount: payments.amount,
        description: debts.description,
        dueDate: debts.dueDate,
        buildingName: buildings.name,
        identifier: apartments.identifier,
        apartmentId: apartments.id,
        paymentCode: apartments.paymentCode,
      })
      .from(payments)
      .innerJoin(debts, eq(debts.id, payments.debtId))
      .innerJoin(apartments, eq(apartments.id, debts.apartmentId))
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .where(and(eq(payments.accountId, accountId), inArray(payments.receiptId, ids)))
      .orderBy(asc(debts.dueDate), asc(payments.id));
    const surplus = await exec
      .select({ receiptId: advanceMovements.receiptId, amount: advanceMovements.amount })
      .from(advanceMovements)
      .where(
        and(
          eq(advanceMovements.accountId, accountId),
          inArray(advanceMovements.receiptId, ids),
          eq(advanceMovements.kind, 'surplus'),
        ),
      );
    const byReceipt = new Map(ids.map((id) => [id, { paid: [] as typeof paid, surplus: 0n }]));
    for (const line of paid) byReceipt.get(line.receiptId!)?.paid.push(line);
    for (const line of surplus) {
      const lines = byReceipt.get(line.receiptId!);
      if (lines) lines.surplus += line.amount;
    }
    return byReceipt;
  },

  /** Money records that name a resident: a resident with any cannot be deleted. */
  async countForResident(exec: Executor, accountId: number, residentId: number): Promise<number> {
    const [row] = await exec
      .execute<{ n: number }>(sql`select
      (select count(*) from ${debts} where ${debts.accountId} = ${accountId} and ${debts.residentId} = ${residentId})
      + (select count(*) from ${payments} where ${payments.accountId} = ${accountId} and ${payments.residentId} = ${residentId})
      + (select count(*) from ${advanceMovements} where ${advanceMovements.accountId} = ${accountId} and ${advanceMovements.residentId} = ${residentId})
      + (select count(*) from ${receipts} where ${receipts.accountId} = ${accountId} and ${receipts.residentId} = ${residentId})
      + (select count(*) from ${cashMovements} where ${cashMovements.accountId} = ${accountId} and ${cashMovements.residentId} = ${residentId})
      as n`)
      .then((result) => result.rows);
    return Number(row?.n ?? 0);
  },
};

/** A page of receipts in number order (all, one resident's, or one number) and how many there are. */
async function receiptsInOrder(
  exec: Executor,
  accountId: number,
  residentId: number | null,
  number: number | null,
  page: Page,
): Promise<{ ids: number[]; total: number }> {
  const conditions: SQL[] = [eq(receipts.accountId, accountId)];
  if (residentId) conditions.push(eq(receipts.residentId, residentId));
  if (number !== null) conditions.push(eq(receipts.number, number));
  const where = and(...conditions);
  const found = await exec
    .select({ id: receipts.id })
    .from(receipts)
    .where(where)
    .orderBy(desc(receipts.number))
    .limit(page.limit)
    .offset(page.offset);
  // Every receipt of the account (cancelled ones too): the count the receipts trigger keeps (0017).
  const [total] =
    residentId || number !== null
      ? await exec.select({ n: count() }).from(receipts).where(where)
      : await exec
          .select({ n: receiptCounters.receiptCount })
          .from(receiptCounters)
          .where(eq(receiptCounters.accountId, accountId));
  return { ids: found.map((row) => row.id), total: total?.n ?? 0 };
}

/**
 * A page of the receipts whose description, payer or cash account matches `key`, and how many match. Each of the
 * three is found from its own index (the description's and the payers' trigram indexes, the payer's covering
 * index on receipts), then joined; an OR over the three would read every receipt of the account to count them.
 */
async function receiptsMatching(
  exec: Executor,
  accountId: number,
  key: string,
  residentId: number | null,
  page: Page,
): Promise<{ ids: number[]; total: number }> {
  const ofResident = residentId ? sql`and r.resident_id = ${residentId}` : sql``;
  const { rows } = await exec.execute<{ total: number; ids: number[] | null }>(sql`
    with payers as materialized (
      select s.id from ${residents} s
      where s.account_id = ${accountId} and ${matchesKey(sql`s.name || ' ' || s.surname`, key)}
    ), matched as materialized (
      select r.id, r.number from ${receipts} r
      where r.account_id = ${accountId} and ${matchesKey(sql`r.description`, key)} ${ofResident}
      union
      select r.id, r.number from payers p join ${receipts} r on r.account_id = ${accountId} and r.resident_id = p.id
      where true ${ofResident}
      union
      select r.id, r.number from ${receipts} r
      where r.account_id = ${accountId} ${ofResident} and r.cash_account_id in (
        select c.id from ${cashAccounts} c where c.account_id = ${accountId} and ${matchesKey(sql`c.name`, key)})
    )
    select (select count(*) from matched)::int as total,
      (select array_agg(id order by number desc) from (
        select id, number from matched order by number desc limit ${page.limit} offset ${page.offset}) shown) as ids`);
  return { ids: rows[0]?.ids ?? [], total: rows[0]?.total ?? 0 };
}
