import { Type } from 'typebox';
import type { Executor } from '../../db';
import { conflict, fieldError, notFound } from '../../errors';
import { sessionOf } from '../../plugins/auth';
import { apartmentDebtGroupsRepository as repo } from '../../repositories/apartmentDebtGroups';
import { type Group, groupsRepository } from '../../repositories/groups';
import { type App, allRecords, authErrors, Id, ListAnswer, WriteAnswer } from '../../schemas/http';
import { type AuditEntry, recordAuditBatch } from '../../services/audit';
import { apartmentOf } from '../../services/ownedRecords';
import { actorOf } from '../../services/sessions';
import { GroupSchema, groupJson } from '../definitions/groups';

const area = 'resident_and_apartments' as const;

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

/** The debt groups (borç grupları, type 1) of an apartment: SPEC.md section 7. */
export default async function apartmentDebtGroupRoutes(app: App) {
  app.get(
    '/debt/groups',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['apartments'],
        querystring: Type.Object({ apartment_id: Id }),
        response: { 200: ListAnswer(GroupSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const apartment = await apartmentOf(app.db, session.accountId, request.query.apartment_id);
      return allRecords((await repo.groupsOf(app.db, session.accountId, apartment.id)).map(groupJson));
    },
  );

  app.post(
    '/debt/groups',
    {
      config: { access: { area, action: 'edit' } },
      schema: {
        tags: ['apartments'],
        description:
          "Replaces the apartment's debt groups with exactly these (an empty list removes them all).",
        body: Type.Object({ apartment_id: Id, group_ids: Type.Array(Id, { maxItems: 500 }) }),
        response: { 200: WriteAnswer(Type.Array(GroupSchema)), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const data = await app.db.transaction(async (tx) => {
        const apartment = await apartmentOf(tx, session.accountId, request.body.apartment_id);
        const wanted = await debtGroupsOf(tx, session.accountId, request.body.group_ids);
        const current = await repo.groupsOf(tx, session.accountId, apartment.id);
        const wantedIds = new Set(wanted.map((g) => g.id));
        const currentIds = new Set(current.map((g) => g.id));
        const added = [...wantedIds].filter((id) => !currentIds.has(id));
        const removed = [...currentIds].filter((id) => !wantedIds.has(id));
        await repo.remove(tx, session.accountId, apartment.id, removed);
        await repo.add(tx, session.accountId, apartment.id, added);
        await recordAuditBatch(tx, actorOf(session), [
          ...removed.map((id) => linkEntry(apartment.id, id, 'delete')),
          ...added.map((id) => linkEntry(apartment.id, id, 'insert')),
        ]);
        return (await repo.groupsOf(tx, session.accountId, apartment.id)).map(groupJson);
      });
      return { description: 'Borç grupları kaydedildi.', data };
    },
  );

  app.post(
    '/debt/group',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['apartments'],
        body: Type.Object({ apartment_id: Id, group_id: Id }),
        response: { 200: WriteAnswer(Type.Array(GroupSchema)), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const data = await app.db.transaction(async (tx) => {
        const apartment = await apartmentOf(tx, session.accountId, request.body.apartment_id);
        const [group] = await debtGroupsOf(tx, session.accountId, [request.body.group_id]);
        const current = await repo.groupsOf(tx, session.accountId, apartment.id);
        if (current.some((g) => g.id === group!.id)) throw conflict('Daire zaten bu borç grubunda.');
        await repo.add(tx, session.accountId, apartment.id, [group!.id]);
        await recordAuditBatch(tx, actorOf(session), [linkEntry(apartment.id, group!.id, 'insert')]);
        return (await repo.groupsOf(tx, session.accountId, apartment.id)).map(groupJson);
      });
      return { description: 'Daire borç grubuna eklendi.', data };
    },
  );

  app.delete(
    '/debt/group',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['apartments'],
        body: Type.Object({ apartment_id: Id, group_id: Id }),
        response: { 200: WriteAnswer(Type.Array(GroupSchema)), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const data = await app.db.transaction(async (tx) => {
        const apartment = await apartmentOf(tx, session.accountId, request.body.apartment_id);
        const current = await repo.groupsOf(tx, session.accountId, apartment.id);
        if (!current.some((g) => g.id === request.body.group_id)) {
          throw notFound('Daire bu borç grubunda değil.');
        }
        await repo.remove(tx, session.accountId, apartment.id, [request.body.group_id]);
        await recordAuditBatch(tx, actorOf(session), [
          linkEntry(apartment.id, request.body.group_id, 'delete'),
        ]);
        return (await repo.groupsOf(tx, session.accountId, apartment.id)).map(groupJson);
      });
      return { description: 'Daire borç grubundan çıkarıldı.', data };
    },
  );
}
