import type { FastifyInstance, FastifyReply } from 'fastify';
import { todayInIstanbul } from '../../../common/date';
import type { Executor } from '../../db';
import { trialLicenceEnd } from '../../domain/licence';
import { conflict, fieldError } from '../../errors';
import { type Account, accountsRepository, type NewAccount } from '../../repositories/session/accounts';
import { settingsRepository } from '../../repositories/session/settings';
import { tutorialsRepository } from '../../repositories/session/tutorials';
import { type User, type UserContact, usersRepository } from '../../repositories/session/users';
import { type Actor, recordAudit } from '../../repositories/shared/audit';
import { codeSms, consumeCode } from '../shared/oneTimeCodes';
import { hashPassword } from '../shared/passwords';
import { type SignedIn, signIn } from './signIn';
import { createStarterDefinitions } from './starterDefinitions';

export interface RegistrationForm extends UserContact {
  assocName: string;
  password: string;
}

/**
 * An account with its main user, its default settings, the user's tutorial, and the starter cash desk and
 * accounting types (so the first collection needs nothing created first), all audited. Used by registration,
 * by opening a branch and by the demo seed; without `actor` the new user is the one acting (it registered itself).
 */
export async function openAccount(
  tx: Executor,
  values: NewAccount,
  owner: UserContact & { passwordHash: string },
  actor?: Actor,
): Promise<{ account: Account; owner: User }> {
  const account = await accountsRepository.insert(tx, values);
  const user = await usersRepository.insertOwner(tx, account.id, owner);
  await settingsRepository.ensure(tx, account.id);
  await tutorialsRepository.ensure(tx, account.id, user.id);
  const by = actor ?? { accountId: account.id, userId: user.id };
  await recordAudit(tx, by, { table: 'accounts', action: 'insert', recordId: account.id, after: account });
  await recordAudit(tx, by, { table: 'users', action: 'insert', recordId: user.id, after: user });
  await createStarterDefinitions(tx, account.id, by);
  return { account, owner: user };
}

/** The first step: a code to a phone that has no account yet. */
export async function sendRegisterCode(app: FastifyInstance, phone: string): Promise<void> {
  if (await usersRepository.phoneInUse(app.db, phone)) {
    throw conflict(
      'Bu telefon numarası ile kayıtlı bir hesap var. Giriş yapabilir veya şifrenizi yenileyebilirsiniz.',
    );
  }
  await app.codes.send({ purpose: 'register', phone }, codeSms('kayıt'));
}

/** The last step, once the phone's code was checked: the account on a 30-day trial, its user signed in. */
export async function register(
  app: FastifyInstance,
  reply: FastifyReply,
  form: RegistrationForm,
): Promise<SignedIn> {
  const codeId = await app.codes.verifiedCode({ purpose: 'register', phone: form.phone });
  if (!codeId) throw fieldError('code', 'Önce telefonunuza gelen kodu doğrulayınız.');
  const { password, assocName, ...contact } = form;
  const passwordHash = await hashPassword(password);
  return app.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, codeId)))
      throw fieldError('code', 'Bu kod zaten kullanıldı. Lütfen yeni kod isteyiniz.');
    if (await usersRepository.phoneInUse(tx, form.phone)) {
      throw conflict('Bu telefon numarası ile kayıtlı bir hesap var.');
    }
    const licence = { licenceEnd: trialLicenceEnd(todayInIstanbul()), apartmentLimit: 50 };
    const { account, owner } = await openAccount(tx, { assocName, ...licence }, { ...contact, passwordHash });
    return signIn(app, tx, reply, owner.id, account.id);
  });
}
