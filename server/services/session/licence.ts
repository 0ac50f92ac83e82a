import type { FastifyInstance } from 'fastify';
import { isoToDmy, todayInIstanbul } from '../../../common/date';
import { normalizePhone } from '../../../common/phone';
import type { Executor } from '../../db';
import { daysLeft, licenceExpired } from '../../domain/licence';
import { forbidden, unauthorized } from '../../errors';
import { accountsRepository } from '../../repositories/session/accounts';
import { ordersRepository } from '../../repositories/session/orders';
import { usersRepository } from '../../repositories/session/users';
import { verifyPassword } from '../shared/passwords';

/** The licence page's figures for the account the caller acts in. */
export async function licenceOf(exec: Executor, accountId: number) {
  const account = (await accountsRepository.find(exec, accountId))!;
  const today = todayInIstanbul();
  return {
    licence_end: isoToDmy(account.licenceEnd) ?? '',
    days_left: Math.max(0, daysLeft(account.licenceEnd, today)),
    is_expired: licenceExpired(account.licenceEnd, today),
    apartment_limit: account.apartmentLimit,
    apartment_count: await accountsRepository.apartmentCount(exec, account.id),
    sms_credits: account.smsCredits,
    /** The licence package last paid for; null on the trial. */
    package_name: await ordersRepository.currentLicencePackage(exec, account.id),
  };
}

/** Long enough to choose a package and note the transfer details; it is never refreshed. */
export const LICENCE_TOKEN_SECONDS = 30 * 60;

/**
 * POST /licence: the account owner signs in to the licence screen only, whether or not the licence has ended.
 * Login keeps refusing an ended licence with the one licence-expired text (the client shows the licence screen);
 * from there the owner gives phone and password again and gets a licence token, which the auth plugin accepts on
 * the routes marked `licenceOpen` (the licence, packages, orders and their receipts) and refuses everywhere else
 * with the licence-expired text. Sub-users cannot: ordering is the owner's decision.
 */
export async function licenceSignIn(app: FastifyInstance, phoneInput: string, password: string) {
  const phone = normalizePhone(phoneInput);
  const user = phone ? await usersRepository.findByPhone(app.db, phone) : undefined;
  const ok = user ? await verifyPassword(password, user.passwordHash) : false;
  if (!user || !ok) throw unauthorized('Telefon numarası veya şifre hatalı.');
  if (user.role !== 'main') throw forbidden('Lisans paketini yalnızca hesap sahibi sipariş edebilir.');
  const account = await accountsRepository.findOpen(app.db, user.accountId);
  if (!account) throw unauthorized('Telefon numarası veya şifre hatalı.');
  const token = app.jwt.sign(
    { sub: user.id, acc: user.accountId, ver: user.tokenVersion, typ: 'licence' },
    { expiresIn: LICENCE_TOKEN_SECONDS },
  );
  return { token, licence: await licenceOf(app.db, user.accountId) };
}
