import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db';
import { tooManyRequests } from '../../errors';
import { rateLimitsRepository } from '../../repositories/shared/rateLimits';

/**
 * Failed sign-ins per phone, from any address and on any instance (counted in PostgreSQL like the address limits):
 * at most MAX_FAILURES in a window of WINDOW_MS from the first one. The window ends by itself, so an attacker can
 * keep a phone out for a quarter of an hour at a time but never for good; a successful sign-in or a password
 * renewal ends it at once.
 */
const MAX_FAILURES = 10;
const WINDOW_MS = 15 * 60 * 1000;

/** Members and the platform's operators sign in at different doors with separate passwords: separate counts. */
export type SignInDoor = 'member' | 'operator';

const keyOf = (door: SignInDoor, phone: string) => `sign-in failures ${door} ${phone}`;

/**
 * Counts this attempt before its password is checked (one atomic upsert, so parallel attempts cannot slip past the
 * limit) and refuses it, even with the right password, once the phone has had its failures. Registered or not,
 * a phone is counted the same, so the refusal does not tell which phones have users.
 */
export async function countSignInAttempt(
  app: FastifyInstance,
  door: SignInDoor,
  phone: string,
): Promise<void> {
  if (!app.config.rateLimits) return;
  const { hits, ttlMs } = await rateLimitsRepository.hit(app.db, keyOf(door, phone), WINDOW_MS);
  if (hits <= MAX_FAILURES) return;
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  const renew = door === 'member' ? ' ya da şifrenizi yenileyiniz' : '';
  throw tooManyRequests(
    `Bu telefon numarasıyla çok fazla hatalı giriş denemesi yapıldı. Lütfen ${minutes} dakika sonra tekrar deneyiniz${renew}.`,
  );
}

/** The attempts counted so far were the owner's: a right password or a renewed one starts the count again. */
export async function clearSignInFailures(exec: Executor, door: SignInDoor, phone: string): Promise<void> {
  await rateLimitsRepository.forget(exec, keyOf(door, phone));
}
