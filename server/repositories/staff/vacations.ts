import { and, count, desc, eq, gte, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { leaveTypes, staff, vacations } from '../../db/schema';
import { notFound } from '../../errors';
import { accountScoped, type Page } from '../shared/accountScoped';

export type Vacation = typeof vacations.$inferSelect;

export const VACATION_NOT_FOUND = 'İzin kaydı bulunamadı.';

/** A leave with its staff member's and its type's names, as lists and forms show it. */
export interface VacationRecord extends Vacation {
  staffName: string;
  leaveTypeName: string;
  paid: boolean;
  countsAgainstAnnual: boolean;
}

const recordColumns = {
  id: vacations.id,
  accountId: vacations.accountId,
  staffId: vacations.staffId,
  leaveTypeId: vacations.leaveTypeId,
  startDate: vacations.startDate,
  endDate: vacations.endDate,
  workingDays: vacations.workingDays,
  note: vacations.note,
  createdAt: vacations.createdAt,
  staffName: staff.name,
  leaveTypeName: leaveTypes.name,
  paid: leaveTypes.paid,
  countsAgainstAnnual: leaveTypes.countsAgainstAnnual,
};

const scoped = accountScoped(vacations, {
  auditTable: 'vacations',
  notFound: VACATION_NOT_FOUND,
  orderBy: [vacations.startDate],
});

/** Staff leave (izinler) of an account: audited writes of `accountScoped`, reads joined to the person and type. */
export const vacationsRepository = {
  ...scoped,

  /** Latest start first. */
  async listRecords(
    exec: Executor,
    accountId: number,
    filters: { staffId?: number | null },
    page: Page,
  ): Promise<{ rows: VacationRecord[]; total: number }> {
    const where = and(
      eq(vacations.accountId, accountId),
      filters.staffId ? eq(vacations.staffId, filters.staffId) : undefined,
    );
    const rows = await exec
      .select(recordColumns)
      .from(vacations)
      .innerJoin(staff, eq(staff.id, vacations.staffId))
      .innerJoin(leaveTypes, eq(leaveTypes.id, vacations.leaveTypeId))
      .where(where)
      .orderBy(desc(vacations.startDate), desc(vacations.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await exec.select({ n: count() }).from(vacations).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async findRecord(exec: Executor, accountId: number, id: number): Promise<VacationRecord> {
    const [row] = await exec
      .select(recordColumns)
      .from(vacations)
      .innerJoin(staff, eq(staff.id, vacations.staffId))
      .innerJoin(leaveTypes, eq(leaveTypes.id, vacations.leaveTypeId))
      .where(and(eq(vacations.accountId, accountId), eq(vacations.id, id)));
    if (!row) throw notFound(VACATION_NOT_FOUND);
    return row;
  },

  /**
   * Working days of the staff member's leave of counted types starting in [from, until), except `exceptId` (the
   * leave being changed).
   */
  async countedDays(
    exec: Executor,
    accountId: number,
    staffId: number,
    period: { from: string; until: string },
    exceptId?: number,
  ): Promise<number> {
    const [row] = await exec
      .select({ days: sql<string>`coalesce(sum(${vacations.workingDays}), 0)` })
      .from(vacations)
      .innerJoin(leaveTypes, eq(leaveTypes.id, vacations.leaveTypeId))
      .where(
        and(
          eq(vacations.accountId, accountId),
          eq(vacations.staffId, staffId),
          eq(leaveTypes.countsAgainstAnnual, true),
          gte(vacations.startDate, period.from),
          lt(vacations.startDate, period.until),
          exceptId ? ne(vacations.id, exceptId) : undefined,
        ),
      );
    return Number(row?.days ?? 0);
  },

  /** A leave of the staff member sharing a day with [start, end], except `exceptId`. */
  async overlapping(
    exec: Executor,
    accountId: number,
    staffId: number,
    range: { start: string; end: string },
    exceptId?: number,
  ): Promise<Vacation | undefined> {
    const conditions: (SQL | undefined)[] = [
      eq(vacations.accountId, accountId),
      eq(vacations.staffId, staffId),
      lte(vacations.startDate, range.end),
      gte(vacations.endDate, range.start),
      exceptId ? ne(vacations.id, exceptId) : undefined,
    ];
    const [row] = await exec
      .select()
      .from(vacations)
      .where(and(...conditions))
      .limit(1);
    return row;
  },
};
