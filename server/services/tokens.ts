import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Executor } from '../db';
import { refreshTokens } from '../db/schema';
import type { TokenClaims } from '../plugins/auth';

export const REFRESH_COOKIE = 'refresh_token';
const REFRESH_DAYS = 30;

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

export function signAccessToken(app: FastifyInstance, claims: TokenClaims): string {
  return app.jwt.sign(claims, { expiresIn: app.config.accessTokenSeconds });
}

/** A new refresh token in an httpOnly cookie scoped to the refresh path. */
export async function issueRefreshToken(
  exec: Executor,
  reply: FastifyReply,
  userId: number,
  accountId: number,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + REFRESH_DAYS * 24 * 60 * 60 * 1000);
  await exec.insert(refreshTokens).values({ userId, accountId, tokenHash: hash(token), expiresAt });
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    path: '/api/jwt',
    expires: expiresAt,
  });
}

/** Revokes the presented refresh token and answers what it was for; null when unknown, used or expired. */
export async function rotateRefreshToken(
  exec: Executor,
  token: string,
): Promise<{ userId: number; accountId: number } | null> {
  const [row] = await exec
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tokenHash, hash(token)),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: refreshTokens.userId, accountId: refreshTokens.accountId });
  return row ?? null;
}

export async function revokeAllRefreshTokens(exec: Executor, userId: number): Promise<void> {
  await exec
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
