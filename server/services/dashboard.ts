import { todayInIstanbul } from '../../common/date';
import type { Executor } from '../db';
import { daysLeft } from '../domain/licence';
import { accountsRepository } from '../repositories/accounts';
import { usersRepository } from '../repositories/users';

/** The dashboard's totals for the account the caller acts in. */
export async function dashboardOf(exec: Executor, accountId: number) {
  const account = (await accountsRepository.find(exec, accountId))!;
  return {
    building_count: await accountsRepository.buildingCount(exec, accountId),
    apartment_count: await accountsRepository.apartmentCount(exec, accountId),
    sub_user_count: await usersRepository.countSubUsers(exec, accountId),
    sms_credits: account.smsCredits,
    licence_days_left: Math.max(0, daysLeft(account.licenceEnd, todayInIstanbul())),
  };
}
