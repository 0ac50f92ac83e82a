import { canAccessArea } from '../../../common/permissions';
import type { Db, Executor } from '../../db';
import type { ExemptionPeriod } from '../../domain/exemptions';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../errors';
import { deniedMessage } from '../../plugins/auth';
import { accountingTypesRepository } from '../../repositories/definitions/accountingTypes';
import { type Group, groupsRepository } from '../../repositories/definitions/groups';
import { apartmentDebtGroupsRepository as debtGroups } from '../../repositories/property/apartmentDebtGroups';
import {
  type ExemptionWithType,
  exemptionsRepository as exemptions,
} from '../../repositories/property/exemptions';
import { type AuditEntry, recordAuditBatch } from '../../repositories/shared/audit';
import { actorOf, type Session } from '../shared/sessions';
import { apartmentOf } from './ownedRecords';

/** An apartment's debt exemptions and debt groups: the tabs of its detail page. */

export const exemptionWrites = {
  /** Exempts the apartment from an income type (debts are income; expense types cannot be used). */
  add: (
    db: Db,
    session: Session,
    apartmentId: number,
    accountingTypeId: number,
    period: ExemptionPeriod = { startsOn: null, endsOn: null },
  ): Promise<ExemptionWithType> =>
    db.transaction(async (tx) => {
      const apartment = await apartmentOf(tx, session.accountId, apartmentId);
      const type = await accountingTypesRepository.findOrFail(tx, session.accountId, accountingTypeId);
      if (type.type !== 1) {
        throw fieldError('accounting_type_id', 'Muafiyet yalnızca gelir (borç) türleri için tanımlanabilir.');
      }
      const values = { apartmentId: apartment.id, accountingTypeId: type.id, ...period };
      const row = await exemptions.insert(tx, session.accountId, actorOf(session), values, async () => {
        if (await exemptions.findFor(tx, session.accountId, values)) {
          throw conflict(`Daire zaten ${type.name} için muaf.`);
        }
      });
      return { ...row, accountingTypeName: type.name };
    }),

  /** By id, or by apartment and accounting type. */
  remove: (
    db: Db,
    session: Session,
    by: { id?: number | null; apartmentId?: number | null; accountingTypeId?: number | null },
  ) => {
    const { id, apartmentId, accountingTypeId } = by;
    if (!id && !(apartmentId && accountingTypeId)) {
      throw badRequest('Silinecek muafiyeti id ya da daire ve tür ile belirtiniz.');
    }
    return db.transaction(async (tx) => {
      const exemptionId =
        id ??
        (
          await exemptions.findFor(tx, session.accountId, {
            apartmentId: apartmentId!,
            accountingTypeId: accountingTypeId!,
          })
        )?.id;
      if (!exemptionId) throw notFound('Muafiyet bulunamadı.');
      await exemptions.remove(tx, session.accountId, actorOf(session), exemptionId);
    });
  },
};

/** The account's debt groups (type 1) with these ids, or 404 / 400 naming the first one that is not. */
async function debtGroupsOf(exec: Executor, accountId: number, ids: number[]): Promise<Group[]> {
  const found = await groupsRepository.findMany(exec, accountId, [...new Set(ids)]);
  if (found.length !== new Set(ids).size) throw notFound('Grup bulunamadı.');
  const dues = found.find((group) => group.type !== 1);
  if (dues) {
    throw fieldError('group_id', `${dues.name} bir aidat grubu. Buraya yalnızca borç grupları eklenebilir.`);
  }
  return found;
}

const linkEntry = (apartmentId: number, groupId: number, action: 'insert' | 'delete'): AuditEntry => ({
  table: 'apartment_debt_groups',
  action,
  recordId: `${apartmentId}:${groupId}`,
  [action === 'insert' ? 'after' : 'before']: { apartmentId, groupId },
});

/**
 * Changes an apartment's debt groups: `plan` names the groups to add and to remove from the current ones (it may
 * refuse); the links change, each with its audit row, and the apartment's groups come back.
 */
function changeDebtGroups(
  db: Db,
  session: Session,
  apartmentId: number,
  plan: (tx: Executor, current: Group[]) => Promise<{ added: number[]; removed: number[] }>,
): Promise<Group[]> {
  return db.transaction(async (tx) => {
    const apartment = await apartmentOf(tx, session.accountId, apartmentId);
    const current = await debtGroups.groupsOf(tx, session.accountId, apartment.id);
    const { added, removed } = await plan(tx, current);
    await debtGroups.remove(tx, session.accountId, apartment.id, removed);
    await debtGroups.add(tx, session.accountId, apartment.id, added);
    await recordAuditBatch(tx, actorOf(session), [
      ...removed.map((id) => linkEntry(apartment.id, id, 'delete')),
      ...added.map((id) => linkEntry(apartment.id, id, 'insert')),
    ]);
    return debtGroups.groupsOf(tx, session.accountId, apartment.id);
  });
}

export const debtGroupWrites = {
  /** Exactly these debt groups (an empty list removes them all); removing any needs the delete right. */
  replace: (db: Db, session: Session, apartmentId: number, groupIds: number[]) =>
    changeDebtGroups(db, session, apartmentId, async (tx, current) => {
      const wanted = await debtGroupsOf(tx, session.accountId, groupIds);
      const wantedIds = new Set(wanted.map((g) => g.id));
      const currentIds = new Set(current.map((g) => g.id));
      const removed = [...currentIds].filter((id) => !wantedIds.has(id));
      // The route needs the edit right; taking a flat out of a group is a delete (as DELETE /debt/group).
      if (removed.length > 0 && !canAccessArea(session, 'resident_and_apartments', 'delete')) {
        throw forbidden(deniedMessage('delete'));
      }
      return { added: [...wantedIds].filter((id) => !currentIds.has(id)), removed };
    }),

  add: (db: Db, session: Session, apartmentId: number, groupId: number) =>
    changeDebtGroups(db, session, apartmentId, async (tx, current) => {
      const [group] = await debtGroupsOf(tx, session.accountId, [groupId]);
      if (current.some((g) => g.id === group!.id)) throw conflict('Daire zaten bu borç grubunda.');
      return { added: [group!.id], removed: [] };
    }),

  remove: (db: Db, session: Session, apartmentId: number, groupId: number) =>
    changeDebtGroups(db, session, apartmentId, async (_tx, current) => {
      if (!current.some((g) => g.id === groupId)) throw notFound('Daire bu borç grubunda değil.');
      return { added: [], removed: [groupId] };
    }),
};
