import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { fullPermissions, PERMISSION_KEYS, type PermissionLevels } from '../../../common/permissions';
import type { Executor } from '../../db';
import { accounts, tutorials } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { phoneOrFail } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { usersRepository as repo, type User } from '../../repositories/users';
import {
  type App,
  authErrors,
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
} from '../../schemas/http';
import { accountOwnerId } from '../../services/accountOwner';
import { recordAudit } from '../../services/audit';
import { PermissionFields } from '../../services/currentUser';
import { hashPassword } from '../../services/passwords';
import { actorOf } from '../../services/sessions';
import { revokeAllRefreshTokens } from '../../services/tokens';

const SubUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.String(),
  main_user_id: Type.Union([Type.Integer(), Type.Null()]),
  assoc_name: Type.String(),
  ...PermissionFields,
});

const LevelInput = Type.Optional(Type.Integer({ minimum: 0, maximum: 2 }));
const LevelInputs = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, LevelInput])) as Record<
  (typeof PERMISSION_KEYS)[number],
  typeof LevelInput
>;
const SubUserBody = {
  name: Text(60),
  surname: Text(60),
  email: OptionalEmail,
  phone: Phone,
  ...LevelInputs,
};
type LevelBody = Partial<Record<(typeof PERMISSION_KEYS)[number], number>>;

const notFoundSubUser = () => notFound('Alt kullanıcı bulunamadı.');
const phoneTaken = () => {
  const message = 'Bu telefon numarası başka bir kullanıcıya kayıtlı. Farklı bir numara giriniz.';
  return conflict(message, { phone: message });
};

/** Levels the body gives; the others keep `fallback` (level 2 everywhere for a new sub-user). */
function levelsFrom(body: LevelBody, fallback: PermissionLevels): PermissionLevels {
  return Object.fromEntries(
    PERMISSION_KEYS.map((key) => [key, body[key] ?? fallback[key]]),
  ) as PermissionLevels;
}

function toJson(user: User, assocName: string) {
  const levels = levelsFrom(user.permissions ?? {}, fullPermissions(0));
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    phone: user.phone,
    main_user_id: user.mainUserId,
    assoc_name: assocName,
    ...levels,
  };
}

async function assocNameOf(exec: Executor, accountId: number): Promise<string> {
  const [account] = await exec
    .select({ name: accounts.assocName })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account?.name ?? '';
}

/**
 * Sub-users (alt kullanıcı) of the account the caller acts in. Every route is `owner`: only a main user manages
 * sub-users, so a sub-user can never raise its own levels or create a more powerful colleague.
 */
export default async function subUsersRoutes(app: App) {
  app.get(
    '/sub/user',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['sub-users'],
        querystring: Type.Object(PageQuery),
        response: { 200: ListAnswer(SubUserSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await repo.listSubUsers(app.db, session.accountId, { offset, limit: perPage });
      const assocName = await assocNameOf(app.db, session.accountId);
      return {
        Records: rows.map((user) => toJson(user, assocName)),
        TotalRecords: total,
        Page: page,
        PerPage: perPage,
      };
    },
  );

  app.get(
    '/sub/user/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['sub-users'],
        params: Type.Object({ id: Id }),
        response: { 200: WriteAnswer(SubUserSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const user = await repo.findSubUser(app.db, session.accountId, request.params.id);
      if (!user) throw notFoundSubUser();
      return { description: '', data: toJson(user, await assocNameOf(app.db, session.accountId)) };
    },
  );

  app.post(
    '/sub/user',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['sub-users'],
        body: Type.Object({ ...SubUserBody, password: Password }),
        response: { 200: WriteAnswer(SubUserSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      refuseBlank(body, ['name', 'surname']);
      const phone = phoneOrFail(body.phone);
      const passwordHash = await hashPassword(body.password);
      const user = await app.db.transaction(async (tx) => {
        if (await repo.phoneInUse(tx, phone)) throw phoneTaken();
        const row = await repo.insertSubUser(
          tx,
          session.accountId,
          await accountOwnerId(tx, session.accountId),
          {
            name: body.name.trim(),
            surname: body.surname.trim(),
            email: body.email || null,
            phone,
            permissions: levelsFrom(body, fullPermissions()),
            passwordHash,
          },
        );
        await tx.insert(tutorials).values({ userId: row.id });
        await recordAudit(tx, actorOf(session), {
          table: 'users',
          action: 'insert',
          recordId: row.id,
          after: row,
        });
        return row;
      });
      return {
        description: 'Alt kullanıcı eklendi. Telefon numarası ve şifresiyle giriş yapabilir.',
        data: toJson(user, await assocNameOf(app.db, session.accountId)),
      };
    },
  );

  app.put(
    '/sub/user',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['sub-users'],
        body: Type.Object({
          id: Id,
          ...SubUserBody,
          // The client sends an empty password as null: the old password stays.
          password: Type.Optional(Type.Union([Password, Type.Literal(''), Type.Null()])),
        }),
        response: { 200: WriteAnswer(SubUserSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      refuseBlank(body, ['name', 'surname']);
      const phone = phoneOrFail(body.phone);
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      const user = await app.db.transaction(async (tx) => {
        const before = await repo.findSubUser(tx, session.accountId, body.id);
        if (!before) throw notFoundSubUser();
        if (await repo.phoneInUse(tx, phone, before.id)) throw phoneTaken();
        const after = await repo.updateSubUser(tx, session.accountId, before.id, {
          name: body.name.trim(),
          surname: body.surname.trim(),
          email: body.email || null,
          phone,
          permissions: levelsFrom(body, levelsFrom(before.permissions ?? {}, fullPermissions(0))),
          // A new password ends the sub-user's other sessions, as it does for anyone.
          ...(passwordHash && {
            passwordHash,
            passwordChangedAt: new Date(),
            tokenVersion: before.tokenVersion + 1,
          }),
        });
        if (passwordHash) await revokeAllRefreshTokens(tx, before.id);
        await recordAudit(tx, actorOf(session), {
          table: 'users',
          action: 'update',
          recordId: before.id,
          before,
          after,
        });
        return after!;
      });
      return {
        description: 'Alt kullanıcı güncellendi.',
        data: toJson(user, await assocNameOf(app.db, session.accountId)),
      };
    },
  );

  app.delete(
    '/sub/user',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['sub-users'],
        body: Type.Object({ id: Id }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await app.db.transaction(async (tx) => {
        const before = await repo.findSubUser(tx, session.accountId, request.body.id);
        if (!before) throw notFoundSubUser();
        // Its refresh tokens and tutorial go with the row (ON DELETE CASCADE); its access tokens stop working at
        // once because every request reads the user afresh. The audit log keeps the row as it was.
        await repo.removeSubUser(tx, session.accountId, before.id);
        await recordAudit(tx, actorOf(session), {
          table: 'users',
          action: 'delete',
          recordId: before.id,
          before,
        });
      });
      return { description: 'Alt kullanıcı silindi.' };
    },
  );
}
