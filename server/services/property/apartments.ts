import type { Db, Executor } from '../../db';
import { conflict, fieldError, notFound } from '../../errors';
import { decimalOrNull } from '../../fields';
import { groupsRepository } from '../../repositories/definitions/groups';
import { debtsRepository } from '../../repositories/money/debts';
import { apartmentDebtGroupsRepository } from '../../repositories/property/apartmentDebtGroups';
import {
  type ApartmentFilters,
  type ApartmentRecord,
  type ApartmentSort,
  type ApartmentValues,
  type Occupants,
  apartmentsRepository as repo,
} from '../../repositories/property/apartments';
import { buildingsRepository } from '../../repositories/property/buildings';
import { exemptionsRepository } from '../../repositories/property/exemptions';
import { residentLinksRepository } from '../../repositories/property/residentLinks';
import { type AuditEntry, recordAudit, recordAuditBatch } from '../../repositories/shared/audit';
import { refuseBlank } from '../../schemas/shared/http';
import type { OneTimeCodes } from '../shared/oneTimeCodes';
import { actorOf, type Session } from '../shared/sessions';
import { ensureApartmentRoom, ensureBuildingRoom } from './apartmentLimit';
import { deleteWithCode, sendDeleteCode } from './deleteCodes';
import { apartmentOf } from './ownedRecords';

/** An apartment as the lists show it: with its current owner, tenant and head count when read. */
export interface ApartmentView {
  apartment: ApartmentRecord;
  occupants?: Occupants;
}

export interface ApartmentInput {
  building_id: number;
  group_id?: number | null;
  identifier: string;
  area?: string | number | null;
  land?: string | number | null;
}

/** Apartment rows with their occupants (two queries whatever the page size). */
export async function withOccupants(exec: Executor, accountId: number, rows: ApartmentRecord[]) {
  const occupants = await repo.occupants(
    exec,
    accountId,
    rows.map((row) => row.id),
  );
  return rows.map((apartment): ApartmentView => ({ apartment, occupants: occupants.get(apartment.id) }));
}

export async function listApartments(
  db: Db,
  accountId: number,
  filters: ApartmentFilters,
  options: { page: { offset: number; limit: number } | null; sort?: ApartmentSort; order?: 'asc' | 'desc' },
): Promise<{ rows: ApartmentView[]; total: number }> {
  const { rows, total } = await repo.list(db, accountId, filters, options);
  return { rows: await withOccupants(db, accountId, rows), total };
}

export async function apartmentView(db: Db, accountId: number, id: number): Promise<ApartmentView> {
  const [view] = await withOccupants(db, accountId, [await apartmentOf(db, accountId, id)]);
  return view!;
}

/** Checks the body against the account's buildings and groups; `currentGroupId` is kept when none is sent. */
async function valuesOf(
  exec: Executor,
  accountId: number,
  body: ApartmentInput,
  currentGroupId: number | null,
): Promise<ApartmentValues> {
  refuseBlank(body, ['identifier']);
  const values: ApartmentValues = {
    buildingId: body.building_id,
    groupId: body.group_id ?? currentGroupId,
    identifier: body.identifier.trim(),
    area: decimalOrNull(body.area, 2, 'area'),
    land: decimalOrNull(body.land, 4, 'land'),
  };
  await buildingsRepository.findOrFail(exec, accountId, values.buildingId);
  if (values.groupId !== null && values.groupId !== currentGroupId) {
    const group = await groupsRepository.findOrFail(exec, accountId, values.groupId);
    if (group.type !== 2) {
      throw fieldError(
        'group_id',
        'Daireye aidat grubu seçilebilir. Borç grupları dairenin Borç Grupları sekmesinden eklenir.',
      );
    }
  }
  return values;
}

async function refuseTakenIdentifier(
  exec: Executor,
  accountId: number,
  values: ApartmentValues,
  exceptId?: number,
) {
  if (await repo.identifierTaken(exec, accountId, values.buildingId, values.identifier, exceptId)) {
    const message = `Bu blokta ${values.identifier} numaralı daire zaten var.`;
    throw conflict(message, { identifier: message });
  }
}

const deleteTarget = (session: Session, id: number) =>
  ({ purpose: 'delete_apartment', accountId: session.accountId, id }) as const;

export const apartmentWrites = {
  /** Within the account's licensed apartment limit and the building's apartment_limit. */
  create: (db: Db, session: Session, body: ApartmentInput): Promise<ApartmentView> =>
    db.transaction(async (tx) => {
      const values = await valuesOf(tx, session.accountId, body, null);
      await refuseTakenIdentifier(tx, session.accountId, values);
      await ensureApartmentRoom(tx, session.accountId, 1);
      await ensureBuildingRoom(tx, session.accountId, values.buildingId);
      const row = await repo.insert(tx, session.accountId, values);
      await recordAudit(tx, actorOf(session), {
        table: 'apartments',
        action: 'insert',
        recordId: row.id,
        after: row,
      });
      return { apartment: (await repo.find(tx, session.accountId, row.id))! };
    }),

  async update(db: Db, session: Session, id: number, body: ApartmentInput): Promise<ApartmentView> {
    await db.transaction(async (tx) => {
      const before = await repo.findRow(tx, session.accountId, id);
      if (!before) throw notFound('Daire bulunamadı.');
      const values = await valuesOf(tx, session.accountId, body, before.groupId);
      await refuseTakenIdentifier(tx, session.accountId, values, before.id);
      // A flat moved to another building takes one of its places.
      if (values.buildingId !== before.buildingId) {
        await ensureBuildingRoom(tx, session.accountId, values.buildingId);
      }
      const after = await repo.update(tx, session.accountId, before.id, values);
      await recordAudit(tx, actorOf(session), {
        table: 'apartments',
        action: 'update',
        recordId: before.id,
        before,
        after,
      });
    });
    return apartmentView(db, session.accountId, id);
  },

  async requestDelete(db: Db, codes: OneTimeCodes, session: Session, id: number): Promise<void> {
    const apartment = await apartmentOf(db, session.accountId, id);
    await sendDeleteCode(
      db,
      codes,
      deleteTarget(session, apartment.id),
      (code) =>
        `${apartment.buildingName} ${apartment.identifier} numaralı daireyi silme onay kodunuz: ${code}. Kod 3 dakika geçerlidir.`,
    );
  },

  /** Refused while someone lives in or owns it, or it has debts; its links, debt groups and exemptions go with it. */
  async remove(db: Db, codes: OneTimeCodes, session: Session, id: number, code: string): Promise<void> {
    const { accountId } = session;
    const apartment = await apartmentOf(db, accountId, id);
    const of = { apartmentId: apartment.id };
    await deleteWithCode(db, codes, deleteTarget(session, apartment.id), code, {
      async refuse(tx) {
        const current = await residentLinksRepository.current(tx, accountId, of);
        if (current.length > 0) {
          throw conflict(
            `Dairede ${current.length} kişi kayıtlı (ev sahibi, kiracı veya hissedar). Önce bu kişilerin daireden çıkışını yapınız.`,
          );
        }
        const debtCount = await debtsRepository.countFor(tx, accountId, { apartmentIds: [apartment.id] });
        if (debtCount > 0) {
          throw conflict(
            `Dairenin ${debtCount} borç kaydı var (silinmiş borçlar geçmiş için saklanır); daire silinemez.`,
          );
        }
      },
      async remove(tx) {
        const history = await residentLinksRepository.all(tx, accountId, of);
        await residentLinksRepository.removeMany(
          tx,
          accountId,
          history.map((link) => link.id),
        );
        const debtGroups = await apartmentDebtGroupsRepository.removeAllOf(tx, accountId, apartment.id);
        const exemptions = await exemptionsRepository.removeAllOf(tx, accountId, apartment.id);
        const before = await repo.findRow(tx, accountId, apartment.id);
        await repo.remove(tx, accountId, apartment.id);
        const removed: AuditEntry[] = [
          ...history.map((link) => ({
            table: 'apartment_residents' as const,
            action: 'delete' as const,
            recordId: link.id,
            before: link,
          })),
          ...debtGroups.map((link) => ({
            table: 'apartment_debt_groups' as const,
            action: 'delete' as const,
            recordId: `${link.apartmentId}:${link.groupId}`,
            before: link,
          })),
          ...exemptions.map((exemption) => ({
            table: 'debt_exemptions' as const,
            action: 'delete' as const,
            recordId: exemption.id,
            before: exemption,
          })),
          { table: 'apartments' as const, action: 'delete', recordId: apartment.id, before },
        ];
        await recordAuditBatch(tx, actorOf(session), removed);
      },
    });
  },
};
