import type { Executor } from '../../db';
import { notFound } from '../../errors';
import { type ApartmentRecord, apartmentsRepository } from '../../repositories/property/apartments';
import { type Resident, residentsRepository } from '../../repositories/property/residents';

/**
 * The caller's apartment or resident by id, or 404. Another account's id reads exactly like a missing one, so
 * nothing tells a caller that the id exists elsewhere.
 */
export async function apartmentOf(
  exec: Executor,
  accountId: number,
  id: number,
  /** When the client names the building too, it must be the apartment's. */
  buildingId?: number | null,
): Promise<ApartmentRecord> {
  const apartment = await apartmentsRepository.find(exec, accountId, id);
  if (!apartment || (buildingId && apartment.buildingId !== buildingId)) throw notFound('Daire bulunamadı.');
  return apartment;
}

export async function residentOf(exec: Executor, accountId: number, id: number): Promise<Resident> {
  const resident = await residentsRepository.find(exec, accountId, id);
  if (!resident) throw notFound('Sakin bulunamadı.');
  return resident;
}
