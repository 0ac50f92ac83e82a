import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { anyOf } from '../../db/anyOf';
import {
  apartmentDebtGroups,
  apartments,
  buildings,
  debtExemptions,
  residentParents,
  settings,
} from '../../db/schema';
import { equalsFolded } from '../../db/search';
import { turkishOrder } from '../../db/turkishOrder';

/** An apartment a debt entry may charge, with what the splits weigh. */
export interface Target {
  id: number;
  buildingName: string;
  identifier: string;
  area: string | null;
  land: string | null;
}

const identifierNumber = sql`nullif(substring(${apartments.identifier} from '^[0-9]+'), '')::numeric`;

/** Apartments of the account matching `where`, by building name and natural identifier order. */
async function targets(exec: Executor, accountId: number, where: SQL): Promise<Target[]> {
  return exec
    .select({
      id: apartments.id,
      buildingName: buildings.name,
      identifier: apartments.identifier,
      area: apartments.area,
      land: apartments.land,
    })
    .from(apartments)
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .where(and(eq(apartments.accountId, accountId), where))
    .orderBy(
      turkishOrder(buildings.name),
      sql`${identifierNumber} asc nulls last`,
      asc(apartments.identifier),
      asc(apartments.id),
    );
}

/** What a debt entry reads: the apartments it charges, who lives in them and what exempts them. */
export const debtEntryRepository = {
  async apartmentTargets(exec: Executor, accountId: number, apartmentIds: number[]): Promise<Target[]> {
    return targets(exec, accountId, inArray(apartments.id, apartmentIds));
  },

  async buildingTargets(exec: Executor, accountId: number, buildingIds: number[]): Promise<Target[]> {
    return targets(exec, accountId, inArray(apartments.buildingId, buildingIds));
  },

  /** Apartments of a debt group (type 1, through apartment_debt_groups) or a dues group (type 2, group_id). */
  async groupTargets(exec: Executor, accountId: number, group: { id: number; type: number }) {
    const where =
      group.type === 2
        ? eq(apartments.groupId, group.id)
        : inArray(
            apartments.id,
            exec
              .select({ id: apartmentDebtGroups.apartmentId })
              .from(apartmentDebtGroups)
              .where(
                and(eq(apartmentDebtGroups.accountId, accountId), eq(apartmentDebtGroups.groupId, group.id)),
              ),
          );
    return targets(exec, accountId, where);
  },

  /** The building's flat with this identifier (compared Turkish-folded, spaces trimmed). */
  async apartmentNamed(
    exec: Executor,
    accountId: number,
    name: { buildingId: number; identifier: string },
  ): Promise<number | undefined> {
    const [row] = await exec
      .select({ id: apartments.id })
      .from(apartments)
      .where(
        and(
          eq(apartments.accountId, accountId),
          eq(apartments.buildingId, name.buildingId),
          equalsFolded(apartments.identifier, name.identifier.trim()),
        ),
      )
      .limit(1);
    return row?.id;
  },

  /** How many of the buildings belong to the account. */
  async buildingCount(exec: Executor, accountId: number, ids: number[]): Promise<number> {
    const found = await exec
      .select({ id: buildings.id })
      .from(buildings)
      .where(and(eq(buildings.accountId, accountId), inArray(buildings.id, ids)));
    return found.length;
  },

  /** For each resident, how many relatives live with them (lives_in). */
  async relativesLivingWith(exec: Executor, accountId: number, residentIds: number[]) {
    const relatives = new Map<number, number>();
    if (residentIds.length === 0) return relatives;
    const rows = await exec
      .select({ residentId: residentParents.residentId, n: sql<number>`count(*)::int` })
      .from(residentParents)
      .where(
        and(
          eq(residentParents.accountId, accountId),
          inArray(residentParents.residentId, residentIds),
          eq(residentParents.livesIn, true),
        ),
      )
      .groupBy(residentParents.residentId);
    for (const row of rows) relatives.set(row.residentId, row.n);
    return relatives;
  },

  /** Which of the apartments are exempt from the accounting type for a debt due on `dueDate` (ISO). */
  async exemptApartments(
    exec: Executor,
    accountId: number,
    of: { accountingTypeId: number; dueDate: string },
    apartmentIds: number[],
  ): Promise<Set<number>> {
    if (apartmentIds.length === 0) return new Set();
    const rows = await exec
      .select({ apartmentId: debtExemptions.apartmentId })
      .from(debtExemptions)
      .where(
        and(
          eq(debtExemptions.accountId, accountId),
          eq(debtExemptions.accountingTypeId, of.accountingTypeId),
          anyOf(debtExemptions.apartmentId, apartmentIds),
          or(isNull(debtExemptions.startsOn), lte(debtExemptions.startsOn, of.dueDate)),
          or(isNull(debtExemptions.endsOn), gte(debtExemptions.endsOn, of.dueDate)),
        ),
      );
    return new Set(rows.map((row) => row.apartmentId));
  },

  /** The setting auto_payment_advance_payments: new debts are paid from the advance at once. */
  async autoPayFromAdvance(exec: Executor, accountId: number): Promise<boolean> {
    const [row] = await exec
      .select({ on: settings.autoPaymentAdvancePayments })
      .from(settings)
      .where(eq(settings.accountId, accountId));
    return row?.on ?? false;
  },
};
