import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db';
import {
  accountingTypes,
  accounts,
  apartments,
  buildings,
  debtExemptions,
  groups,
  imports,
  residents,
} from '../../db/schema';

export type ImportRecord = typeof imports.$inferSelect;
export type ImportKind = ImportRecord['kind'];

/** What imports read in bulk (one query each, never one per row) and their bookkeeping. */
export const importsRepository = {
  /**
   * Locks the account until the transaction ends: imports of one account run one after another, so the same file
   * sent twice at once is applied once, and the apartment limit sees every apartment.
   */
  async lockAccount(exec: Executor, accountId: number): Promise<void> {
    await exec.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  },

  async find(
    exec: Executor,
    accountId: number,
    kind: ImportKind,
    fileKey: string,
  ): Promise<ImportRecord | undefined> {
    const [row] = await exec
      .select()
      .from(imports)
      .where(and(eq(imports.accountId, accountId), eq(imports.kind, kind), eq(imports.fileKey, fileKey)));
    return row;
  },

  async insert(
    exec: Executor,
    values: Omit<typeof imports.$inferInsert, 'id' | 'createdAt'>,
  ): Promise<ImportRecord> {
    const [row] = await exec.insert(imports).values(values).returning();
    return row!;
  },

  async buildings(exec: Executor, accountId: number): Promise<{ id: number; name: string }[]> {
    return exec
      .select({ id: buildings.id, name: buildings.name })
      .from(buildings)
      .where(eq(buildings.accountId, accountId));
  },

  async duesGroups(exec: Executor, accountId: number): Promise<{ id: number; name: string }[]> {
    return exec
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(and(eq(groups.accountId, accountId), eq(groups.type, 2)));
  },

  /** Every accounting type of the account: a debt row names an income type (type 1). */
  async accountingTypes(
    exec: Executor,
    accountId: number,
  ): Promise<{ id: number; name: string; type: number }[]> {
    return exec
      .select({ id: accountingTypes.id, name: accountingTypes.name, type: accountingTypes.type })
      .from(accountingTypes)
      .where(eq(accountingTypes.accountId, accountId));
  },

  async exemptionsOf(
    exec: Executor,
    accountId: number,
    apartmentIds: number[],
  ): Promise<{ apartmentId: number; typeId: number; startsOn: string | null; endsOn: string | null }[]> {
    if (apartmentIds.length === 0) return [];
    return exec
      .select({
        apartmentId: debtExemptions.apartmentId,
        typeId: debtExemptions.accountingTypeId,
        startsOn: debtExemptions.startsOn,
        endsOn: debtExemptions.endsOn,
      })
      .from(debtExemptions)
      .where(and(eq(debtExemptions.accountId, accountId), inArray(debtExemptions.apartmentId, apartmentIds)));
  },

  async apartmentsOf(
    exec: Executor,
    accountId: number,
    buildingIds: number[],
  ): Promise<{ id: number; buildingId: number; identifier: string }[]> {
    if (buildingIds.length === 0) return [];
    return exec
      .select({ id: apartments.id, buildingId: apartments.buildingId, identifier: apartments.identifier })
      .from(apartments)
      .where(and(eq(apartments.accountId, accountId), inArray(apartments.buildingId, buildingIds)));
  },

  async residentsWithPhones(
    exec: Executor,
    accountId: number,
    phones: string[],
  ): Promise<{ id: number; name: string; surname: string; phone: string | null }[]> {
    if (phones.length === 0) return [];
    return exec
      .select({ id: residents.id, name: residents.name, surname: residents.surname, phone: residents.phone })
      .from(residents)
      .where(and(eq(residents.accountId, accountId), inArray(residents.phone, phones)));
  },

  async insertBuildings(
    exec: Executor,
    accountId: number,
    values: { name: string; apartmentLimit: number }[],
  ): Promise<(typeof buildings.$inferSelect)[]> {
    if (values.length === 0) return [];
    return exec
      .insert(buildings)
      .values(values.map((v) => ({ accountId, ...v })))
      .returning();
  },
};
