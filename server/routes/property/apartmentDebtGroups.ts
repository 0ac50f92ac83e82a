import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { apartmentDebtGroupsRepository as repo } from '../../repositories/property/apartmentDebtGroups';
import { GroupSchema, groupJson } from '../../schemas/shared/definitions';
import { type App, allRecords, Id, ListAnswer, WriteAnswer } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { debtGroupWrites as writes } from '../../services/property/apartmentExtras';
import { apartmentOf } from '../../services/property/ownedRecords';

const area = 'resident_and_apartments' as const;

/** The debt groups (borç grupları, type 1) of an apartment (docs/domain.md, "Glossary"). */
export default async function apartmentDebtGroupRoutes(app: App) {
  app.get(
    '/debt/groups',
    routeOptions(
      { area, action: 'list' },
      'apartments',
      { querystring: Type.Object({ apartment_id: Id }) },
      ListAnswer(GroupSchema),
    ),
    async (request) => {
      const session = sessionOf(request);
      const apartment = await apartmentOf(app.db, session.accountId, request.query.apartment_id);
      return allRecords((await repo.groupsOf(app.db, session.accountId, apartment.id)).map(groupJson));
    },
  );

  app.post(
    '/debt/groups',
    routeOptions(
      { area, action: 'edit' },
      'apartments',
      {
        description:
          "Replaces the apartment's debt groups with exactly these (an empty list removes them all). Adding needs the edit right; removing any group needs the delete right (403 otherwise).",
        body: Type.Object({ apartment_id: Id, group_ids: Type.Array(Id, { maxItems: 500 }) }),
      },
      WriteAnswer(Type.Array(GroupSchema)),
    ),
    async (request) => {
      const { apartment_id: apartmentId, group_ids: groupIds } = request.body;
      const groups = await writes.replace(app.db, sessionOf(request), apartmentId, groupIds);
      return { description: 'Borç grupları kaydedildi.', data: groups.map(groupJson) };
    },
  );

  app.post(
    '/debt/group',
    routeOptions(
      { area, action: 'create' },
      'apartments',
      { body: Type.Object({ apartment_id: Id, group_id: Id }) },
      WriteAnswer(Type.Array(GroupSchema)),
    ),
    async (request) => {
      const { apartment_id: apartmentId, group_id: groupId } = request.body;
      const groups = await writes.add(app.db, sessionOf(request), apartmentId, groupId);
      return { description: 'Daire borç grubuna eklendi.', data: groups.map(groupJson) };
    },
  );

  app.delete(
    '/debt/group',
    routeOptions(
      { area, action: 'delete' },
      'apartments',
      { body: Type.Object({ apartment_id: Id, group_id: Id }) },
      WriteAnswer(Type.Array(GroupSchema)),
    ),
    async (request) => {
      const { apartment_id: apartmentId, group_id: groupId } = request.body;
      const groups = await writes.remove(app.db, sessionOf(request), apartmentId, groupId);
      return { description: 'Daire borç grubundan çıkarıldı.', data: groups.map(groupJson) };
    },
  );
}
