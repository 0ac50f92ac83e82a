import { isoToDmy, todayInIstanbul } from '../../common/date';
import type { Executor } from '../db';
import { daysLeft, licenceExpired } from '../domain/licence';
import { accountsRepository } from '../repositories/accounts';

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
  };
}
