import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Executor } from '../../db';
import type { TokenClaims } from '../../plugins/auth';
import {
  type RefreshTokenOrigin,
  type RefreshTokenOwner,
  refreshTokensRepository as repo,
} from '../../repositories/shared/refreshTokens';

export const REFRESH_COOKIE = 'refresh_token';
const REFRESH_DAYS = 30;

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

export function signAccessToken(app: FastifyInstance, claims: TokenClaims): string {
  return app.jwt.sign(claims, { expiresIn: app.config.accessTokenSeconds });
}

/**
 * A new refresh token in an httpOnly cookie scoped to the refresh path: of a new family at sign-in, of the spent
 * token's family when `origin` names one (a rotation).
 */
export async function issueRefreshToken(
  exec: Executor,
  reply: FastifyReply,
  origin: RefreshTokenOwner & { familyId?: string },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + REFRESH_DAYS * 24 * 60 * 60 * 1000);
  await repo.insert(exec, origin, hash(token), expiresAt);
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    path: '/api/jwt',
    expires: expiresAt,
  });
}

/**
 * Revokes the presented refresh token and answers what it was for; null when unknown, expired, or its sign-in has
 * ended. A used token coming back while its sign-in still has a live token means two holders of one session, one
 * of them a thief: every token of that sign-in is revoked, whichever holder has the newest, and the answer is
 * 'reused'.
 */
export async function rotateRefreshToken(
  exec: Executor,
  token: string,
): Promise<RefreshTokenOrigin | 'reused' | null> {
  const origin = await repo.revokeLive(exec, hash(token));
  if (origin) return origin;
  return (await repo.revokeFamilyOfRevoked(exec, hash(token))) > 0 ? 'reused' : null;
}
