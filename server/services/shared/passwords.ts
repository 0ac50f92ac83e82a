import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** scrypt, self-describing: `scrypt$N$r$p$salt$hash` so the cost can be raised later without a migration. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * A stored hash of no password, with today's parameters: checking against it costs one scrypt like a real one and
 * never matches (an all-zero hash).
 */
const NO_USER_HASH = [
  'scrypt',
  N,
  R,
  P,
  randomBytes(16).toString('base64'),
  Buffer.alloc(KEY_LENGTH).toString('base64'),
].join('$');

/**
 * Checks a sign-in's password against the found user's hash, or, when the phone is unknown (`undefined`), runs the
 * same scrypt against NO_USER_HASH and answers false: both answers take the same time, so the time of a refusal
 * does not tell whether the phone is registered.
 */
export function checkSignInPassword(password: string, stored: string | undefined): Promise<boolean> {
  return verifyPassword(password, stored ?? NO_USER_HASH);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}
