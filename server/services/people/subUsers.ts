import { fullPermissions, PERMISSION_KEYS, type PermissionLevels } from '../../../common/permissions';
import type { Db, Executor } from '../../db';
import { notFound } from '../../errors';
import { accountsRepository } from '../../repositories/session/accounts';
import { tutorialsRepository } from '../../repositories/session/tutorials';
import { usersRepository as repo, type User, type UserContact } from '../../repositories/session/users';
import { recordAudit } from '../../repositories/shared/audit';
import { refreshTokensRepository } from '../../repositories/shared/refreshTokens';
import { accountOwnerId } from '../shared/accountOwner';
import { hashPassword } from '../shared/passwords';
import { actorOf, type Session } from '../shared/sessions';
import { ensurePhoneFree } from './phones';

/** The levels a form may send, each optional. */
export type LevelInput = Partial<Record<(typeof PERMISSION_KEYS)[number], number>>;

/** A sub-user with the name of the site it works in, as every sub-user answer shows it. */
export interface SubUserRecord {
  user: User;
  assocName: string;
}

const notFoundSubUser = () => notFound('Alt kullanıcı bulunamadı.');

/** Levels the input gives; the others keep `fallback` (level 2 everywhere for a new sub-user). */
function levelsFrom(input: LevelInput, fallback: PermissionLevels): PermissionLevels {
  return Object.fromEntries(
    PERMISSION_KEYS.map((key) => [key, input[key] ?? fallback[key]]),
  ) as PermissionLevels;
}

/** The levels a sub-user has now: level 0 where none was ever stored. */
export const storedLevels = (user: User) => levelsFrom(user.permissions ?? {}, fullPermissions(0));

async function assocNameOf(exec: Executor, accountId: number): Promise<string> {
  return (await accountsRepository.find(exec, accountId))?.assocName ?? '';
}

export async function listSubUsers(db: Db, accountId: number, page: { offset: number; limit: number }) {
  const { rows, total } = await repo.listSubUsers(db, accountId, page);
  return { rows, total, assocName: await assocNameOf(db, accountId) };
}

export async function findSubUser(db: Db, accountId: number, id: number): Promise<SubUserRecord> {
  const user = await repo.findSubUser(db, accountId, id);
  if (!user) throw notFoundSubUser();
  return { user, assocName: await assocNameOf(db, accountId) };
}

export async function createSubUser(
  db: Db,
  session: Session,
  contact: UserContact,
  levels: LevelInput,
  password: string,
): Promise<SubUserRecord> {
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    await ensurePhoneFree(tx, contact.phone);
    const mainUserId = await accountOwnerId(tx, session.accountId);
    const permissions = levelsFrom(levels, fullPermissions());
    const row = await repo.insertSubUser(tx, session.accountId, mainUserId, {
      ...contact,
      permissions,
      passwordHash,
    });
    await tutorialsRepository.ensure(tx, row.accountId, row.id);
    await recordAudit(tx, actorOf(session), {
      table: 'users',
      action: 'insert',
      recordId: row.id,
      after: row,
    });
    return row;
  });
  return { user, assocName: await assocNameOf(db, session.accountId) };
}

/** Levels the form leaves out stay as they were; a new password ends the sub-user's other sessions. */
export async function updateSubUser(
  db: Db,
  session: Session,
  id: number,
  contact: UserContact,
  levels: LevelInput,
  password: string | null,
): Promise<SubUserRecord> {
  const passwordHash = password ? await hashPassword(password) : undefined;
  const user = await db.transaction(async (tx) => {
    const before = await repo.findSubUser(tx, session.accountId, id);
    if (!before) throw notFoundSubUser();
    await ensurePhoneFree(tx, contact.phone, before.id);
    const after = await repo.updateSubUser(tx, session.accountId, before.id, {
      ...contact,
      permissions: levelsFrom(levels, storedLevels(before)),
      // A new password ends the sub-user's other sessions, as it does for anyone.
      ...(passwordHash && {
        passwordHash,
        passwordChangedAt: new Date(),
        tokenVersion: before.tokenVersion + 1,
      }),
    });
    if (passwordHash) await refreshTokensRepository.revokeAllOfUser(tx, before.id);
    await recordAudit(tx, actorOf(session), {
      table: 'users',
      action: 'update',
      recordId: before.id,
      before,
      after,
    });
    return after!;
  });
  return { user, assocName: await assocNameOf(db, session.accountId) };
}

export async function removeSubUser(db: Db, session: Session, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findSubUser(tx, session.accountId, id);
    if (!before) throw notFoundSubUser();
    // Its refresh tokens and tutorial go with the row (ON DELETE CASCADE); its access tokens stop working at
    // once because every request reads the user afresh. The audit log keeps the row as it was.
    await repo.removeSubUser(tx, session.accountId, before.id);
    await recordAudit(tx, actorOf(session), {
      table: 'users',
      action: 'delete',
      recordId: before.id,
      before,
    });
  });
}
