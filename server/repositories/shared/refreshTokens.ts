import { and, eq, gt, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db';
import { refreshTokens } from '../../db/schema';

export interface RefreshTokenOwner {
  userId: number;
  accountId: number;
}

/** A token's owner and its family (the sign-in it came from, passed on by every rotation). */
export interface RefreshTokenOrigin extends RefreshTokenOwner {
  familyId: string;
}

/** Refresh tokens are stored as hashes only; the token itself lives in the user's cookie. */
export const refreshTokensRepository = {
  /** Without a family, the token starts a new one (a sign-in). */
  async insert(
    exec: Executor,
    origin: RefreshTokenOwner & { familyId?: string },
    tokenHash: string,
    expiresAt: Date,
  ): Promise<void> {
    await exec.insert(refreshTokens).values({ ...origin, tokenHash, expiresAt });
  },

  /** Revokes the token with this hash if it is still live, and answers whose it was. */
  async revokeLive(exec: Executor, tokenHash: string): Promise<RefreshTokenOrigin | undefined> {
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
      .returning({
        userId: refreshTokens.userId,
        accountId: refreshTokens.accountId,
        familyId: refreshTokens.familyId,
      });
    return row;
  },

  /**
   * Revokes every live token of the family of the already revoked token with this hash, and answers how many there
   * were (none for an unknown token, or a family already ended).
   */
  async revokeFamilyOfRevoked(exec: Executor, tokenHash: string): Promise<number> {
    const family = exec
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNotNull(refreshTokens.revokedAt)));
    return revokeWhere(exec, inArray(refreshTokens.familyId, family));
  },

  async revokeAllOfUser(exec: Executor, userId: number): Promise<void> {
    await revokeWhere(exec, eq(refreshTokens.userId, userId));
  },

  /** Every session opened in the account (a closed branch), whoever opened it. */
  async revokeAllInAccount(exec: Executor, accountId: number): Promise<void> {
    await revokeWhere(exec, eq(refreshTokens.accountId, accountId));
  },
};

async function revokeWhere(exec: Executor, owner: SQL): Promise<number> {
  const revoked = await exec
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(owner, isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return revoked.length;
}
