import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { apartmentDebtGroupsRepository as repo } from '../../repositories/apartmentDebtGroups';
import { GroupSchema, groupJson } from '../../schemas/definitions';
import { type App, allRecords, authErrors, Id, ListAnswer, WriteAnswer } from '../../schemas/http';
import { debtGroupWrites as writes } from '../../services/apartmentExtras';
import { apartmentOf } from '../../services/ownedRecords';

const area = 'resident_and_apartments' as const;

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
      const { apartment_id: apartmentId, group_ids: groupIds } = request.body;
      const groups = await writes.replace(app.db, sessionOf(request), apartmentId, groupIds);
      return { description: 'Borç grupları kaydedildi.', data: groups.map(groupJson) };
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
      const { apartment_id: apartmentId, group_id: groupId } = request.body;
      const groups = await writes.add(app.db, sessionOf(request), apartmentId, groupId);
      return { description: 'Daire borç grubuna eklendi.', data: groups.map(groupJson) };
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
      const { apartment_id: apartmentId, group_id: groupId } = request.body;
      const groups = await writes.remove(app.db, sessionOf(request), apartmentId, groupId);
      return { description: 'Daire borç grubundan çıkarıldı.', data: groups.map(groupJson) };
    },
  );
}
