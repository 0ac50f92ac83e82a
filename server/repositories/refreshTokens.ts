import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../db';
import { refreshTokens } from '../db/schema';

export interface RefreshTokenOwner {
  userId: number;
  accountId: number;
}

/** Refresh tokens are stored as hashes only; the token itself lives in the user's cookie. */
export const refreshTokensRepository = {
  async insert(exec: Executor, owner: RefreshTokenOwner, tokenHash: string, expiresAt: Date): Promise<void> {
    await exec.insert(refreshTokens).values({ ...owner, tokenHash, expiresAt });
  },

  /** Revokes the token with this hash if it is still live, and answers whose it was. */
  async revokeLive(exec: Executor, tokenHash: string): Promise<RefreshTokenOwner | undefined> {
    const [row] = await exec
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: refreshTokens.userId, accountId: refreshTokens.accountId });
    return row;
  },

  async revokeAllOfUser(exec: Executor, userId: number): Promise<void> {
    await revokeWhere(exec, eq(refreshTokens.userId, userId));
  },

  /** Every session opened in the account (a closed branch), whoever opened it. */
  async revokeAllInAccount(exec: Executor, accountId: number): Promise<void> {
    await revokeWhere(exec, eq(refreshTokens.accountId, accountId));
  },
};

async function revokeWhere(exec: Executor, owner: SQL): Promise<void> {
  await exec
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(owner, isNull(refreshTokens.revokedAt)));
}
