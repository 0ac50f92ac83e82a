import type { Executor } from '../../db';
import { conflict } from '../../errors';
import { usersRepository } from '../../repositories/session/users';

/**
 * Refuses a phone another user already has (sub-users, branch owners): the phone logs its user in, so it
 * belongs to one user across every account. `exceptUserId` is the user being edited.
 */
export async function ensurePhoneFree(exec: Executor, phone: string, exceptUserId?: number): Promise<void> {
  if (await usersRepository.phoneInUse(exec, phone, exceptUserId)) {
    const message = 'Bu telefon numarası başka bir kullanıcıya kayıtlı. Farklı bir numara giriniz.';
    throw conflict(message, { phone: message });
  }
}
