import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { anyOf } from '../../db/anyOf';
import { accountingTypes, apartmentDebtGroups, apartments, buildings, debtExemptions } from '../../db/schema';
import { turkishOrder } from '../../db/turkishOrder';
import type { ExemptionPeriod } from '../../domain/exemptions';
import { notFound } from '../../errors';
import { accountScoped, type Page } from '../shared/accountScoped';
import { type Actor, recordAuditBatch, recordInsertAudit } from '../shared/audit';

export type Exemption = typeof debtExemptions.$inferSelect;
export interface ExemptionWithType extends Exemption {
  accountingTypeName: string;
}
/** A row of the exemptions page: the flat named by its building and identifier. */
export interface ExemptionRow extends ExemptionWithType {
  buildingId: number;
  buildingName: string;
  identifier: string;
}

export interface ExemptionFilters {
  buildingId?: number;
  apartmentId?: number;
  /** The flat's dues group (apartments.group_id) or one of its debt groups. */
  groupId?: number;
  accountingTypeId?: number;
  /** Exemptions in force at some time of this range (either end open). */
  period?: ExemptionPeriod;
}

const own = (accountId: number) => eq(debtExemptions.accountId, accountId);

function filtersOf(accountId: number, f: ExemptionFilters): (SQL | undefined)[] {
  const inGroup =
    f.groupId === undefined
      ? undefined
      : or(
          eq(apartments.groupId, f.groupId),
          inArray(
            apartments.id,
            sql`(select ${apartmentDebtGroups.apartmentId} from ${apartmentDebtGroups}
              where ${apartmentDebtGroups.accountId} = ${accountId} and ${apartmentDebtGroups.groupId} = ${f.groupId})`,
          ),
        );
  const { startsOn, endsOn } = f.period ?? { startsOn: null, endsOn: null };
  return [
    own(accountId),
    f.buildingId === undefined ? undefined : eq(apartments.buildingId, f.buildingId),
    f.apartmentId === undefined ? undefined : eq(debtExemptions.apartmentId, f.apartmentId),
    f.accountingTypeId === undefined ? undefined : eq(debtExemptions.accountingTypeId, f.accountingTypeId),
    inGroup,
    endsOn ? or(isNull(debtExemptions.startsOn), lte(debtExemptions.startsOn, endsOn)) : undefined,
    startsOn ? or(isNull(debtExemptions.endsOn), gte(debtExemptions.endsOn, startsOn)) : undefined,
  ];
}

/** An exemption's columns with its income type's name, as both lists answer them. */
const withTypeName = {
  id: debtExemptions.id,
  accountId: debtExemptions.accountId,
  apartmentId: debtExemptions.apartmentId,
  accountingTypeId: debtExemptions.accountingTypeId,
  startsOn: debtExemptions.startsOn,
  endsOn: debtExemptions.endsOn,
  createdAt: debtExemptions.createdAt,
  accountingTypeName: accountingTypes.name,
};

/** Debt exemptions (muafiyetler) of apartments. Every function takes the caller's account id. */
export const exemptionsRepository = {
  ...accountScoped(debtExemptions, {
    auditTable: 'debt_exemptions',
    notFound: 'Muafiyet bulunamadı.',
    orderBy: [debtExemptions.id],
  }),

  async listOf(exec: Executor, accountId: number, apartmentId: number): Promise<ExemptionWithType[]> {
    return exec
      .select(withTypeName)
      .from(debtExemptions)
      .innerJoin(accountingTypes, eq(accountingTypes.id, debtExemptions.accountingTypeId))
      .where(and(own(accountId), eq(debtExemptions.apartmentId, apartmentId)))
      .orderBy(asc(accountingTypes.name), asc(debtExemptions.id));
  },

  /** One page of the account's exemptions (newest first), or all of them when `page` is null. */
  async page(
    exec: Executor,
    accountId: number,
    filters: ExemptionFilters,
    page: Page | null,
  ): Promise<{ rows: ExemptionRow[]; total: number }> {
    const where = and(...filtersOf(accountId, filters));
    const select = exec
      .select({
        ...withTypeName,
        buildingId: buildings.id,
        buildingName: buildings.name,
        identifier: apartments.identifier,
      })
      .from(debtExemptions)
      .innerJoin(accountingTypes, eq(accountingTypes.id, debtExemptions.accountingTypeId))
      .innerJoin(apartments, eq(apartments.id, debtExemptions.apartmentId))
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .where(where)
      .orderBy(
        desc(debtExemptions.createdAt),
        turkishOrder(buildings.name),
        asc(apartments.identifier),
        desc(debtExemptions.id),
      );
    const rows = page ? await select.limit(page.limit).offset(page.offset) : await select;
    if (!page) return { rows, total: rows.length };
    const [total] = await exec
      .select({ n: count() })
      .from(debtExemptions)
      .innerJoin(apartments, eq(apartments.id, debtExemptions.apartmentId))
      .where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** The apartment's exemption from the type, if any. */
  async findFor(
    exec: Executor,
    accountId: number,
    of: { apartmentId: number; accountingTypeId: number },
  ): Promise<Exemption | undefined> {
    const [row] = await exec
      .select()
      .from(debtExemptions)
      .where(
        and(
          own(accountId),
          eq(debtExemptions.apartmentId, of.apartmentId),
          eq(debtExemptions.accountingTypeId, of.accountingTypeId),
        ),
      );
    return row;
  },

  /** Which of the apartments already have an exemption from the type (whatever its period). */
  async exemptAlready(
    exec: Executor,
    accountId: number,
    accountingTypeId: number,
    apartmentIds: number[],
  ): Promise<Set<number>> {
    if (apartmentIds.length === 0) return new Set();
    const rows = await exec
      .select({ apartmentId: debtExemptions.apartmentId })
      .from(debtExemptions)
      .where(
        and(
          own(accountId),
          eq(debtExemptions.accountingTypeId, accountingTypeId),
          anyOf(debtExemptions.apartmentId, apartmentIds),
        ),
      );
    return new Set(rows.map((row) => row.apartmentId));
  },

  /** The account's apartments among `ids`, or of the building; in building and identifier order. */
  async apartmentIds(
    exec: Executor,
    accountId: number,
    of: { ids: number[] } | { buildingId: number },
  ): Promise<number[]> {
    const which = 'ids' in of ? anyOf(apartments.id, of.ids) : eq(apartments.buildingId, of.buildingId);
    const rows = await exec
      .select({ id: apartments.id })
      .from(apartments)
      .where(and(eq(apartments.accountId, accountId), which))
      .orderBy(asc(apartments.id));
    return rows.map((row) => row.id);
  },

  /** Inserts one exemption per apartment and one audit row each, in the caller's transaction. */
  async insertMany(
    exec: Executor,
    accountId: number,
    actor: Actor,
    values: { accountingTypeId: number; period: ExemptionPeriod; apartmentIds: number[] },
  ): Promise<number> {
    if (values.apartmentIds.length === 0) return 0;
    const rows = await exec
      .insert(debtExemptions)
      .values(
        values.apartmentIds.map((apartmentId) => ({
          accountId,
          apartmentId,
          accountingTypeId: values.accountingTypeId,
          startsOn: values.period.startsOn,
          endsOn: values.period.endsOn,
        })),
      )
      .returning({ id: debtExemptions.id });
    await recordInsertAudit(
      exec,
      actor,
      debtExemptions,
      accountId,
      rows.map((row) => row.id),
    );
    return rows.length;
  },

  /** Deletes the exemptions with these ids (404 when one is not the account's) and audits each. */
  async removeMany(exec: Executor, accountId: number, actor: Actor, ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    const removed = await exec
      .delete(debtExemptions)
      .where(and(own(accountId), anyOf(debtExemptions.id, unique)))
      .returning();
    if (removed.length !== unique.length) throw notFound('Muafiyet bulunamadı.');
    await recordAuditBatch(
      exec,
      actor,
      removed.map((row) => ({ table: 'debt_exemptions', action: 'delete', recordId: row.id, before: row })),
    );
    return removed.length;
  },

  async removeAllOf(exec: Executor, accountId: number, apartmentId: number): Promise<Exemption[]> {
    return exec
      .delete(debtExemptions)
      .where(and(own(accountId), eq(debtExemptions.apartmentId, apartmentId)))
      .returning();
  },
};
