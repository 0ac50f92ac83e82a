import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db';
import {
  accountingTypes,
  apartments,
  buildings,
  cashAccounts,
  currentAccounts,
  residents,
} from '../../db/schema';

export interface TargetIds {
  apartmentIds: number[];
  residentIds: number[];
  supplierIds: number[];
  accountingTypeIds: number[];
  cashAccountIds: number[];
}

export interface TargetNames {
  /** "A Blok 3", as the flat pickers show it. */
  flats: Map<number, string>;
  /** "Ayşe Kaya". */
  residents: Map<number, string>;
  suppliers: Map<number, string>;
  accountingTypes: Map<number, string>;
  cashAccounts: Map<number, string>;
}

const unique = (ids: number[]) => [...new Set(ids)];

/** The names of what the bank lines of one page point at, one query per kind, account-scoped. */
export async function bankTargetNames(
  exec: Executor,
  accountId: number,
  ids: TargetIds,
): Promise<TargetNames> {
  const flatIds = unique(ids.apartmentIds);
  const residentIds = unique(ids.residentIds);
  const supplierIds = unique(ids.supplierIds);
  const typeIds = unique(ids.accountingTypeIds);
  const cashIds = unique(ids.cashAccountIds);
  const [flats, people, suppliers, types, cash] = await Promise.all([
    flatIds.length === 0
      ? []
      : exec
          .select({ id: apartments.id, building: buildings.name, identifier: apartments.identifier })
          .from(apartments)
          .innerJoin(
            buildings,
            and(eq(buildings.accountId, apartments.accountId), eq(buildings.id, apartments.buildingId)),
          )
          .where(and(eq(apartments.accountId, accountId), inArray(apartments.id, flatIds))),
    residentIds.length === 0
      ? []
      : exec
          .select({ id: residents.id, name: residents.name, surname: residents.surname })
          .from(residents)
          .where(and(eq(residents.accountId, accountId), inArray(residents.id, residentIds))),
    supplierIds.length === 0
      ? []
      : exec
          .select({ id: currentAccounts.id, name: currentAccounts.name })
          .from(currentAccounts)
          .where(and(eq(currentAccounts.accountId, accountId), inArray(currentAccounts.id, supplierIds))),
    typeIds.length === 0
      ? []
      : exec
          .select({ id: accountingTypes.id, name: accountingTypes.name })
          .from(accountingTypes)
          .where(and(eq(accountingTypes.accountId, accountId), inArray(accountingTypes.id, typeIds))),
    cashIds.length === 0
      ? []
      : exec
          .select({ id: cashAccounts.id, name: cashAccounts.name })
          .from(cashAccounts)
          .where(and(eq(cashAccounts.accountId, accountId), inArray(cashAccounts.id, cashIds))),
  ]);
  return {
    flats: new Map(flats.map((row) => [row.id, `${row.building} ${row.identifier}`])),
    residents: new Map(people.map((row) => [row.id, `${row.name} ${row.surname}`])),
    suppliers: new Map(suppliers.map((row) => [row.id, row.name])),
    accountingTypes: new Map(types.map((row) => [row.id, row.name])),
    cashAccounts: new Map(cash.map((row) => [row.id, row.name])),
  };
}
