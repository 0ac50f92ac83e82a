import type { Db } from '../../db';
import type { ExemptionPeriod } from '../../domain/exemptions';
import { fieldError, notFound } from '../../errors';
import { accountingTypesRepository } from '../../repositories/definitions/accountingTypes';
import { buildingsRepository } from '../../repositories/property/buildings';
import {
  type ExemptionFilters,
  type ExemptionRow,
  exemptionsRepository as exemptions,
} from '../../repositories/property/exemptions';
import { residentLinksRepository } from '../../repositories/property/residentLinks';
import type { Page } from '../../repositories/shared/accountScoped';
import type { AccountActor } from '../shared/sessions';

/** The exemptions page (Muafiyetler): every exemption of the account, added and removed in bulk. */

export interface ExemptionListRow extends ExemptionRow {
  /** The flat's current owner (or largest stock holder), "Ad Soyad"; null when none. */
  ownerName: string | null;
  /** The flat's current tenant; null when nobody rents it. */
  tenantName: string | null;
}

export async function exemptionsPage(
  db: Db,
  accountId: number,
  filters: ExemptionFilters,
  page: Page | null,
): Promise<{ rows: ExemptionListRow[]; total: number }> {
  const { rows, total } = await exemptions.page(db, accountId, filters, page);
  const flats = [...new Set(rows.map((row) => row.apartmentId))];
  const links = await residentLinksRepository.currentWithNames(db, accountId, flats);
  // Links come owners first (type 1), stock holders by share (3), tenants (2): the first of each kind wins.
  const owner = new Map<number, string>();
  const tenant = new Map<number, string>();
  for (const link of links) {
    const names = link.type === 2 ? tenant : owner;
    if (!names.has(link.apartmentId)) names.set(link.apartmentId, `${link.name} ${link.surname}`);
  }
  return {
    rows: rows.map((row) => ({
      ...row,
      ownerName: owner.get(row.apartmentId) ?? null,
      tenantName: tenant.get(row.apartmentId) ?? null,
    })),
    total,
  };
}

export interface BulkExemption {
  /** The flats, or every flat of `buildingId` when absent. */
  apartmentIds?: number[];
  buildingId?: number;
  accountingTypeId: number;
  period: ExemptionPeriod;
}

/**
 * Exempts the flats from an income type in one transaction. A flat already exempt from the type is skipped and
 * counted (its own period stays as it is); an unknown flat, building or type refuses the whole request.
 */
export function addExemptions(
  db: Db,
  actor: AccountActor,
  input: BulkExemption,
): Promise<{ created: number; skipped: number }> {
  const { accountId } = actor;
  return db.transaction(async (tx) => {
    const type = await accountingTypesRepository.find(tx, accountId, input.accountingTypeId);
    if (!type) throw notFound('Borç türü bulunamadı.');
    if (type.type !== 1) {
      throw fieldError('accounting_type_id', 'Muafiyet yalnızca gelir (borç) türleri için tanımlanabilir.');
    }
    let flats: number[];
    if (input.apartmentIds && input.apartmentIds.length > 0) {
      const wanted = [...new Set(input.apartmentIds)];
      flats = await exemptions.apartmentIds(tx, accountId, { ids: wanted });
      if (flats.length !== wanted.length) throw notFound('Daire bulunamadı.');
    } else if (input.buildingId) {
      await buildingsRepository.findOrFail(tx, accountId, input.buildingId);
      flats = await exemptions.apartmentIds(tx, accountId, { buildingId: input.buildingId });
      if (flats.length === 0) throw fieldError('building_id', 'Bu binada kayıtlı daire yok.');
    } else {
      throw fieldError('apartment_ids', 'En az bir daire ya da bir bina seçiniz.');
    }
    const already = await exemptions.exemptAlready(tx, accountId, type.id, flats);
    const created = await exemptions.insertMany(tx, accountId, actor, {
      accountingTypeId: type.id,
      period: input.period,
      apartmentIds: flats.filter((id) => !already.has(id)),
    });
    return { created, skipped: already.size };
  });
}

/** Removes the exemptions together; one that is not the account's refuses them all (404). */
export function removeExemptions(db: Db, actor: AccountActor, ids: number[]): Promise<number> {
  return db.transaction((tx) => exemptions.removeMany(tx, actor.accountId, actor, ids));
}
