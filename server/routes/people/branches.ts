import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { listRoute } from '../../plugins/listRoutes';
import { type Branch, branchesRepository } from '../../repositories/people/branches';
import {
  type App,
  Code,
  Id,
  Message,
  OptionalEmail,
  PageQuery,
  Password,
  Phone,
  refuseBlank,
  Text,
  WriteAnswer,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { closeBranch, openBranch, sendBranchCode } from '../../services/people/branches';

const BranchSchema = Type.Object({
  id: Type.Integer(),
  assoc_name: Type.String(),
  name: Type.String(),
  surname: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.String(),
});

const toJson = (b: Branch) => ({
  id: b.id,
  assoc_name: b.assocName,
  name: b.name,
  surname: b.surname,
  email: b.email,
  phone: b.phone,
});

/** Branches (şube) of the main account: listed, opened and closed by its main user with an SMS code. */
export default async function branchesRoutes(app: App) {
  listRoute(app, {
    path: '/branch',
    access: 'owner',
    tag: 'branches',
    query: PageQuery,
    item: BranchSchema,
    read: (db, session, { page }) => branchesRepository.list(db, session.homeAccountId, page),
    json: toJson,
  });

  app.post(
    '/branch/request',
    routeOptions(
      'owner',
      'branches',
      {
        description:
          'Sends the code that confirms opening a branch, or closing the branch `branch_id`. Without `purpose`, ' +
          'a `branch_id` asks to close it (the specification sends it alone), none to open one.',
        body: Type.Object({
          purpose: Type.Optional(Type.Union([Type.Literal('create'), Type.Literal('delete')])),
          branch_id: Type.Optional(Type.Union([Id, Type.Null()])),
        }),
      },
      Message,
    ),
    async (request) => {
      const { branch_id: branchId, purpose = branchId ? 'delete' : 'create' } = request.body;
      await sendBranchCode(app, sessionOf(request), purpose, branchId);
      return { description: 'Onay kodu hesap sahibinin telefonuna gönderildi.' };
    },
  );

  app.post(
    '/branch',
    routeOptions(
      'owner',
      'branches',
      {
        body: Type.Object({
          assoc_name: Text(120),
          email: OptionalEmail,
          name: Text(60),
          surname: Text(60),
          password: Password,
          phone: Phone,
          code: Code,
        }),
      },
      WriteAnswer(BranchSchema),
    ),
    async (request) => {
      const body = request.body;
      refuseBlank(body, ['assoc_name', 'name', 'surname']);
      const form = {
        assocName: body.assoc_name.trim(),
        name: body.name.trim(),
        surname: body.surname.trim(),
        email: body.email || null,
        // Read by the service once it knows the caller may open a branch.
        phone: body.phone,
        password: body.password,
      };
      const branch = await openBranch(app, sessionOf(request), form, body.code);
      return {
        description: 'Şube açıldı. Şube yöneticisi kendi telefonuyla giriş yapabilir.',
        data: toJson(branch),
      };
    },
  );

  app.delete(
    '/branch',
    routeOptions('owner', 'branches', { body: Type.Object({ branch_id: Id, code: Code }) }, Message),
    async (request) => {
      await closeBranch(app, sessionOf(request), request.body.branch_id, request.body.code);
      return { description: 'Şube silindi. Kayıtları saklanmaya devam eder.' };
    },
  );
}
