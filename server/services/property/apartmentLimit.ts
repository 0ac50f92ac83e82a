import type { Executor } from '../../db';
import { buildingFullReason } from '../../domain/buildingRoom';
import { conflict } from '../../errors';
import { buildingsRepository } from '../../repositories/property/buildings';
import { accountsRepository } from '../../repositories/session/accounts';

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

/**
 * Refuses a flat beyond its building's apartment_limit. The building row is locked until the transaction ends, so
 * two requests cannot both take its last place, nor can its limit be lowered meanwhile.
 */
export async function ensureBuildingRoom(
  exec: Executor,
  accountId: number,
  buildingId: number,
): Promise<void> {
  const room = (await buildingsRepository.lockRoom(exec, accountId, [buildingId])).get(buildingId);
  const reason = room && buildingFullReason(room);
  if (reason) throw conflict(reason, { building_id: reason });
}
