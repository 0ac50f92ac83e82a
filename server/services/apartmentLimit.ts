import type { Executor } from '../db';
import { conflict } from '../errors';
import { accountsRepository } from '../repositories/accounts';

/**
 * Refuses adding `adding` apartments beyond the account's licensed apartment_limit. The account row is locked
 * until the transaction ends, so two requests cannot both take the last free places.
 */
export async function ensureApartmentRoom(exec: Executor, accountId: number, adding: number): Promise<void> {
  const limit = await accountsRepository.lockApartmentLimit(exec, accountId);
  const current = await accountsRepository.apartmentCount(exec, accountId);
  if (current + adding <= limit) return;
  const howToRaise =
    'Daha fazla daire için Lisans sayfasından daha yüksek daire sayılı bir paket satın alınız veya bizimle iletişime geçiniz.';
  throw conflict(
    adding === 1
      ? `Hesabınızın daire limiti ${limit} ve ${current} daire kayıtlı. ${howToRaise}`
      : `${adding} yeni daire ile daire sayınız ${current + adding} olur; hesabınızın daire limiti ${limit} (şu an ${current} daire kayıtlı). ${howToRaise}`,
  );
}
