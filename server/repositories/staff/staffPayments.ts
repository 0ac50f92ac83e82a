import { and, asc, desc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { accountingTypes, cashAccounts, cashMovements, staff, staffPayments } from '../../db/schema';
import { matchesKey } from '../../db/search';
import type { LedgerRow } from '../accounting/ledger';
import type { Page } from '../shared/accountScoped';

export type StaffPayment = typeof staffPayments.$inferSelect;
export type StaffPaymentKind = StaffPayment['kind'];

/** The filters of the staff payments list and of a staff member's statement; null or absent: no filter. */
export interface StaffPaymentFilters {
  staffId?: number | null;
  kind?: StaffPaymentKind | null;
  key?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  cashAccountId?: number | null;
  accountingTypeId?: number | null;
  /** One payment by its id: a write's answer. */
  id?: number;
}

function conditionsOf(accountId: number, f: StaffPaymentFilters): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(cashMovements.accountId, accountId),
    eq(cashMovements.kind, 'staff_payment'),
    isNull(cashMovements.deletedAt),
    f.startDate ? gte(cashMovements.date, f.startDate) : undefined,
    f.endDate ? lte(cashMovements.date, f.endDate) : undefined,
    f.cashAccountId ? eq(cashMovements.cashAccountId, f.cashAccountId) : undefined,
    f.staffId ? eq(staffPayments.staffId, f.staffId) : undefined,
    f.kind ? eq(staffPayments.kind, f.kind) : undefined,
    f.accountingTypeId ? eq(staffPayments.accountingTypeId, f.accountingTypeId) : undefined,
    f.id ? eq(staffPayments.id, f.id) : undefined,
    f.key ? or(matchesKey(cashMovements.description, f.key), matchesKey(staff.name, f.key)) : undefined,
  ];
  return and(...conditions)!;
}

/**
 * Staff payments (personel ödemeleri): a `staff_payments` row (who, what kind, which accounting type) and its
 * ledger row of kind `staff_payment` (amount < 0, date, cash account, text). Every query takes the caller's account.
 */
export const staffPaymentsRepository = {
  async insert(exec: Executor, values: typeof staffPayments.$inferInsert): Promise<StaffPayment> {
    const [row] = await exec.insert(staffPayments).values(values).returning();
    return row!;
  },

  async update(
    exec: Executor,
    id: number,
    values: Partial<typeof staffPayments.$inferInsert>,
  ): Promise<StaffPayment> {
    const [row] = await exec.update(staffPayments).set(values).where(eq(staffPayments.id, id)).returning();
    return row!;
  },

  /** A live payment with its ledger row, locked for the change (FOR UPDATE). */
  async find(
    exec: Executor,
    accountId: number,
    id: number,
  ): Promise<{ payment: StaffPayment; movement: LedgerRow } | undefined> {
    const [row] = await exec
      .select({ payment: staffPayments, movement: cashMovements })
      .from(staffPayments)
      .innerJoin(cashMovements, eq(cashMovements.staffPaymentId, staffPayments.id))
      .where(
        and(
          eq(staffPayments.accountId, accountId),
          eq(staffPayments.id, id),
          isNull(cashMovements.deletedAt),
        ),
      )
      .for('update');
    return row;
  },

  /**
   * Payments with the names to show, newest first (`order: 'asc'`: oldest first, a statement), and the count and
   * total (kuruş, positive: money paid) of every matching row.
   */
  async list(
    exec: Executor,
    accountId: number,
    filters: StaffPaymentFilters,
    page: Page | null,
    order: 'asc' | 'desc' = 'desc',
  ) {
    const where = conditionsOf(accountId, filters);
    const sort = order === 'asc' ? asc : desc;
    const query = exec
      .select({
        payment: staffPayments,
        movement: cashMovements,
        staffName: staff.name,
        cashAccountName: cashAccounts.name,
        typeName: accountingTypes.name,
      })
      .from(cashMovements)
      .innerJoin(staffPayments, eq(staffPayments.id, cashMovements.staffPaymentId))
      .innerJoin(staff, eq(staff.id, staffPayments.staffId))
      .innerJoin(cashAccounts, eq(cashAccounts.id, cashMovements.cashAccountId))
      .innerJoin(accountingTypes, eq(accountingTypes.id, staffPayments.accountingTypeId))
      .where(where)
      .orderBy(sort(cashMovements.date), sort(cashMovements.id));
    const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
    // What each kind adds up to, and the whole: the statement's totals, the list's footer.
    const sums = await exec
      .select({
        kind: staffPayments.kind,
        count: sql<number>`count(*)`.mapWith(Number),
        paid: sql<string>`coalesce(-sum(${cashMovements.amount}), 0)`,
      })
      .from(cashMovements)
      .innerJoin(staffPayments, eq(staffPayments.id, cashMovements.staffPaymentId))
      .innerJoin(staff, eq(staff.id, staffPayments.staffId))
      .where(where)
      .groupBy(staffPayments.kind);
    const byKind = { wage: 0n, advance: 0n, bonus: 0n, other: 0n } satisfies Record<StaffPaymentKind, bigint>;
    for (const sum of sums) byKind[sum.kind] = BigInt(sum.paid);
    return {
      rows,
      total: sums.reduce((n, sum) => n + sum.count, 0),
      paid: Object.values(byKind).reduce((a, b) => a + b, 0n),
      byKind,
    };
  },

  /** The staff members still employed, by name, for the payment form's picker (with the wage it proposes). */
  async staffChoices(exec: Executor, accountId: number) {
    return exec
      .select({ id: staff.id, name: staff.name, monthlyWage: staff.monthlyWage })
      .from(staff)
      .where(and(eq(staff.accountId, accountId), isNull(staff.deletedAt)))
      .orderBy(asc(staff.name), asc(staff.id));
  },

  /** One payment as the list shows it. */
  async row(exec: Executor, accountId: number, id: number) {
    return (await staffPaymentsRepository.list(exec, accountId, { id }, null)).rows[0]!;
  },
};
