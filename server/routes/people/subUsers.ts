import { Type } from 'typebox';
import { PERMISSION_KEYS } from '../../../common/permissions';
import { phoneOrFail } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import {
  type App,
  Id,
  ListAnswer,
  Message,
  OptionalEmail,
  PageQuery,
  Password,
  Phone,
  paging,
  refuseBlank,
  Text,
  WriteAnswer,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import {
  createSubUser,
  findSubUser,
  listSubUsers,
  removeSubUser,
  type SubUserRecord,
  storedLevels,
  updateSubUser,
} from '../../services/people/subUsers';
import { PermissionFields, UserContactFields, userContactJson } from '../../services/shared/currentUser';

const SubUserSchema = Type.Object({
  ...UserContactFields,
  main_user_id: Type.Union([Type.Integer(), Type.Null()]),
  assoc_name: Type.String(),
  ...PermissionFields,
});

const LevelInputSchema = Type.Optional(Type.Integer({ minimum: 0, maximum: 2 }));
const LevelInputs = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, LevelInputSchema])) as Record<
  (typeof PERMISSION_KEYS)[number],
  typeof LevelInputSchema
>;
const SubUserBody = {
  name: Text(60),
  surname: Text(60),
  email: OptionalEmail,
  phone: Phone,
  ...LevelInputs,
};

function toJson({ user, assocName }: SubUserRecord) {
  return {
    ...userContactJson(user),
    main_user_id: user.mainUserId,
    assoc_name: assocName,
    ...storedLevels(user),
  };
}

/** The sub-user form's contact fields, checked and trimmed. */
function contactOf(body: { name: string; surname: string; email?: string | null; phone: string }) {
  refuseBlank(body, ['name', 'surname']);
  return {
    name: body.name.trim(),
    surname: body.surname.trim(),
    email: body.email || null,
    phone: phoneOrFail(body.phone),
  };
}

/**
 * Sub-users (alt kullanıcı) of the account the caller acts in. Every route is `owner`: only a main user manages
 * sub-users, so a sub-user can never raise its own levels or create a more powerful colleague.
 */
export default async function subUsersRoutes(app: App) {
  app.get(
    '/sub/user',
    routeOptions('owner', 'sub-users', { querystring: Type.Object(PageQuery) }, ListAnswer(SubUserSchema)),
    async (request) => {
      const { page, perPage, offset } = paging(request.query);
      const found = await listSubUsers(app.db, sessionOf(request).accountId, { offset, limit: perPage });
      return {
        Records: found.rows.map((user) => toJson({ user, assocName: found.assocName })),
        TotalRecords: found.total,
        Page: page,
        PerPage: perPage,
      };
    },
  );

  app.get(
    '/sub/user/:id',
    routeOptions('owner', 'sub-users', { params: Type.Object({ id: Id }) }, WriteAnswer(SubUserSchema)),
    async (request) => ({
      description: '',
      data: toJson(await findSubUser(app.db, sessionOf(request).accountId, request.params.id)),
    }),
  );

  app.post(
    '/sub/user',
    routeOptions(
      'owner',
      'sub-users',
      { body: Type.Object({ ...SubUserBody, password: Password }) },
      WriteAnswer(SubUserSchema),
    ),
    async (request) => {
      const body = request.body;
      const created = await createSubUser(app.db, sessionOf(request), contactOf(body), body, body.password);
      return {
        description: 'Alt kullanıcı eklendi. Telefon numarası ve şifresiyle giriş yapabilir.',
        data: toJson(created),
      };
    },
  );

  app.put(
    '/sub/user',
    routeOptions(
      'owner',
      'sub-users',
      {
        body: Type.Object({
          id: Id,
          ...SubUserBody,
          // The client sends an empty password as null: the old password stays.
          password: Type.Optional(Type.Union([Password, Type.Literal(''), Type.Null()])),
        }),
      },
      WriteAnswer(SubUserSchema),
    ),
    async (request) => {
      const body = request.body;
      const contact = contactOf(body);
      const updated = await updateSubUser(
        app.db,
        sessionOf(request),
        body.id,
        contact,
        body,
        body.password || null,
      );
      return { description: 'Alt kullanıcı güncellendi.', data: toJson(updated) };
    },
  );

  app.delete(
    '/sub/user',
    routeOptions('owner', 'sub-users', { body: Type.Object({ id: Id }) }, Message),
    async (request) => {
      await removeSubUser(app.db, sessionOf(request), request.body.id);
      return { description: 'Alt kullanıcı silindi.' };
    },
  );
}
