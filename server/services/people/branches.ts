import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../errors';
import { phoneOrFail } from '../../fields';
import { type Branch, branchesRepository as repo } from '../../repositories/people/branches';
import { type Account, accountsRepository } from '../../repositories/session/accounts';
import type { UserContact } from '../../repositories/session/users';
import { recordAudit } from '../../repositories/shared/audit';
import { refreshTokensRepository } from '../../repositories/shared/refreshTokens';
import { openAccount } from '../session/registration';
import { accountOwnerPhone } from '../shared/accountOwner';
import { consumeCode } from '../shared/oneTimeCodes';
import { hashPassword } from '../shared/passwords';
import { actorOf, type Session } from '../shared/sessions';
import { ensurePhoneFree } from './phones';

/** The new branch's name and its owner's contact and password, as the form sends them (the phone unread). */
export interface BranchForm extends UserContact {
  assocName: string;
  password: string;
}

const notFoundBranch = () => notFound('Şube bulunamadı.');

/**
 * The caller's own (home) account, which must be a main account: branches hang off main accounts only, so a
 * branch's owner cannot open or close branches of its own.
 */
async function mainAccountOf(exec: Executor, session: Session): Promise<Account> {
  const account = await accountsRepository.find(exec, session.homeAccountId);
  if (!account) throw notFoundBranch();
  if (account.parentAccountId !== null) {
    throw forbidden('Şube hesapları şube açamaz veya silemez. Ana hesaptan giriş yapınız.');
  }
  return account;
}

async function openBranchOf(exec: Executor, session: Session, branchId: number): Promise<Branch> {
  const branch = await repo.find(exec, session.homeAccountId, branchId);
  if (!branch) throw notFoundBranch();
  return branch;
}

/** Opening a branch (branch id null) or closing one is confirmed with a code to the main user's phone. */
async function codeTarget(exec: Executor, session: Session, branchId: number | null) {
  return {
    purpose: 'branch' as const,
    phone: await accountOwnerPhone(exec, session.homeAccountId),
    accountId: session.homeAccountId,
    targetId: branchId,
  };
}

/** Sends the code that confirms opening a branch (no branch id) or closing the branch `branchId`. */
export async function sendBranchCode(
  app: FastifyInstance,
  session: Session,
  purpose: 'create' | 'delete',
  branchId: number | null | undefined,
): Promise<void> {
  await mainAccountOf(app.db, session);
  if (purpose === 'create') {
    await app.codes.send(
      await codeTarget(app.db, session, null),
      (code) => `Yeni şube açma onay kodunuz: ${code}. Kod 3 dakika geçerlidir.`,
    );
    return;
  }
  if (!branchId) throw fieldError('branch_id', 'Silinecek şubeyi seçiniz.');
  const branch = await openBranchOf(app.db, session, branchId);
  await app.codes.send(
    await codeTarget(app.db, session, branch.id),
    (code) => `${branch.assocName} şubesini silme onay kodunuz: ${code}. Kod 3 dakika geçerlidir.`,
  );
}

/** A branch account with its own main user, on the main account's licence and apartment limit. */
export async function openBranch(
  app: FastifyInstance,
  session: Session,
  form: BranchForm,
  code: string,
): Promise<Branch> {
  const parent = await mainAccountOf(app.db, session);
  const { assocName, password, ...contact } = { ...form, phone: phoneOrFail(form.phone) };
  const codeId = await app.codes.check(await codeTarget(app.db, session, null), code);
  const passwordHash = await hashPassword(password);
  return app.db.transaction(async (tx) => {
    // Checked before the code is used, so a taken phone can be corrected and the same code sent again.
    await ensurePhoneFree(tx, contact.phone);
    if (!(await consumeCode(tx, codeId))) throw fieldError('code', 'Bu kod zaten kullanıldı.');
    const { account } = await openAccount(
      tx,
      {
        assocName,
        parentAccountId: parent.id,
        licenceEnd: parent.licenceEnd,
        apartmentLimit: parent.apartmentLimit,
      },
      { ...contact, passwordHash },
      actorOf(session),
    );
    return (await repo.find(tx, parent.id, account.id))!;
  });
}

/** Closed, not erased: its records stay, and no one can sign in to it or switch into it any more. */
export async function closeBranch(
  app: FastifyInstance,
  session: Session,
  branchId: number,
  code: string,
): Promise<void> {
  await mainAccountOf(app.db, session);
  const branch = await openBranchOf(app.db, session, branchId);
  if (session.accountId === branch.id) {
    throw new AppError(409, 'Şu anda bu şubedesiniz. Önce ana hesaba geçip sonra siliniz.');
  }
  const codeId = await app.codes.check(await codeTarget(app.db, session, branch.id), code);
  await app.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, codeId))) throw conflict('Bu kod zaten kullanıldı.');
    await repo.close(tx, session.homeAccountId, branch.id);
    await refreshTokensRepository.revokeAllInAccount(tx, branch.id);
    await recordAudit(tx, actorOf(session), {
      table: 'accounts',
      action: 'delete',
      recordId: branch.id,
      before: branch,
    });
  });
}
