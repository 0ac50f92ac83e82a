import { and, eq, isNull } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Executor } from '../../db';
import { accounts, refreshTokens, settings, tutorials, users } from '../../db/schema';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../errors';
import { phoneOrFail } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { type Branch, branchesRepository as repo } from '../../repositories/branches';
import { usersRepository } from '../../repositories/users';
import {
  type App,
  authErrors,
  Code,
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
import { accountOwnerPhone } from '../../services/accountOwner';
import { recordAudit } from '../../services/audit';
import { consumeCode } from '../../services/oneTimeCodes';
import { hashPassword } from '../../services/passwords';
import { actorOf, type Session } from '../../services/sessions';

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

const notFoundBranch = () => notFound('Şube bulunamadı.');

/**
 * The caller's own (home) account, which must be a main account: branches hang off main accounts only, so a
 * branch's owner cannot open or close branches of its own.
 */
async function mainAccountOf(exec: Executor, session: Session) {
  const [account] = await exec.select().from(accounts).where(eq(accounts.id, session.homeAccountId));
  if (!account) throw notFoundBranch();
  if (account.parentAccountId !== null) {
    throw forbidden('Şube hesapları şube açamaz veya silemez. Ana hesaptan giriş yapınız.');
  }
  return account;
}

/** Branches (şube) of the main account: listed, opened and closed by its main user with an SMS code. */
export default async function branchesRoutes(app: App) {
  const codeTarget = async (session: Session, branchId: number | null) => ({
    purpose: 'branch' as const,
    phone: await accountOwnerPhone(app.db, session.homeAccountId),
    accountId: session.homeAccountId,
    targetId: branchId,
  });

  app.get(
    '/branch',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['branches'],
        querystring: Type.Object(PageQuery),
        response: { 200: ListAnswer(BranchSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await repo.list(app.db, session.homeAccountId, { offset, limit: perPage });
      return { Records: rows.map(toJson), TotalRecords: total, Page: page, PerPage: perPage };
    },
  );

  app.post(
    '/branch/request',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['branches'],
        description: 'Sends the code that confirms opening a branch, or closing the branch `branch_id`.',
        body: Type.Object({
          purpose: Type.Union([Type.Literal('create'), Type.Literal('delete')]),
          branch_id: Type.Optional(Type.Union([Id, Type.Null()])),
        }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await mainAccountOf(app.db, session);
      if (request.body.purpose === 'create') {
        await app.codes.send(
          await codeTarget(session, null),
          (code) => `Yeni şube açma onay kodunuz: ${code}. Kod 3 dakika geçerlidir.`,
        );
      } else {
        if (!request.body.branch_id) throw fieldError('branch_id', 'Silinecek şubeyi seçiniz.');
        const branch = await repo.find(app.db, session.homeAccountId, request.body.branch_id);
        if (!branch) throw notFoundBranch();
        await app.codes.send(
          await codeTarget(session, branch.id),
          (code) => `${branch.assocName} şubesini silme onay kodunuz: ${code}. Kod 3 dakika geçerlidir.`,
        );
      }
      return { description: 'Onay kodu hesap sahibinin telefonuna gönderildi.' };
    },
  );

  app.post(
    '/branch',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['branches'],
        body: Type.Object({
          assoc_name: Text(120),
          email: OptionalEmail,
          name: Text(60),
          surname: Text(60),
          password: Password,
          phone: Phone,
          code: Code,
        }),
        response: { 200: WriteAnswer(BranchSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      refuseBlank(body, ['assoc_name', 'name', 'surname']);
      const parent = await mainAccountOf(app.db, session);
      const phone = phoneOrFail(body.phone);
      const codeId = await app.codes.check(await codeTarget(session, null), body.code);
      const passwordHash = await hashPassword(body.password);
      const branch = await app.db.transaction(async (tx) => {
        // Checked before the code is used, so a taken phone can be corrected and the same code sent again.
        if (await usersRepository.phoneInUse(tx, phone)) {
          const message = 'Bu telefon numarası başka bir kullanıcıya kayıtlı. Farklı bir numara giriniz.';
          throw conflict(message, { phone: message });
        }
        if (!(await consumeCode(tx, codeId))) throw fieldError('code', 'Bu kod zaten kullanıldı.');
        const [account] = await tx
          .insert(accounts)
          .values({
            assocName: body.assoc_name.trim(),
            parentAccountId: parent.id,
            licenceEnd: parent.licenceEnd,
            apartmentLimit: parent.apartmentLimit,
          })
          .returning();
        const [owner] = await tx
          .insert(users)
          .values({
            accountId: account!.id,
            role: 'main',
            name: body.name.trim(),
            surname: body.surname.trim(),
            email: body.email || null,
            phone,
            passwordHash,
          })
          .returning();
        await tx.insert(settings).values({ accountId: account!.id });
        await tx.insert(tutorials).values({ userId: owner!.id });
        const actor = actorOf(session);
        await recordAudit(tx, actor, {
          table: 'accounts',
          action: 'insert',
          recordId: account!.id,
          after: account,
        });
        await recordAudit(tx, actor, { table: 'users', action: 'insert', recordId: owner!.id, after: owner });
        return (await repo.find(tx, parent.id, account!.id))!;
      });
      return {
        description: 'Şube açıldı. Şube yöneticisi kendi telefonuyla giriş yapabilir.',
        data: toJson(branch),
      };
    },
  );

  app.delete(
    '/branch',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['branches'],
        body: Type.Object({ branch_id: Id, code: Code }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await mainAccountOf(app.db, session);
      const branch = await repo.find(app.db, session.homeAccountId, request.body.branch_id);
      if (!branch) throw notFoundBranch();
      if (session.accountId === branch.id) {
        throw new AppError(409, 'Şu anda bu şubedesiniz. Önce ana hesaba geçip sonra siliniz.');
      }
      const codeId = await app.codes.check(await codeTarget(session, branch.id), request.body.code);
      await app.db.transaction(async (tx) => {
        if (!(await consumeCode(tx, codeId))) throw conflict('Bu kod zaten kullanıldı.');
        // Closed, not erased: its records stay, and no one can sign in to it or switch into it any more.
        await repo.close(tx, session.homeAccountId, branch.id);
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.accountId, branch.id), isNull(refreshTokens.revokedAt)));
        await recordAudit(tx, actorOf(session), {
          table: 'accounts',
          action: 'delete',
          recordId: branch.id,
          before: branch,
        });
      });
      return { description: 'Şube silindi. Kayıtları saklanmaya devam eder.' };
    },
  );
}
