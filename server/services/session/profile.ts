import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';
import { forbidden } from '../../errors';
import { accountsRepository } from '../../repositories/session/accounts';
import { type ProfileChanges, usersRepository } from '../../repositories/session/users';
import { recordAudit } from '../../repositories/shared/audit';
import { logoUrl } from '../shared/currentUser';
import { actorOf, type Session } from '../shared/sessions';

/** A logo image checked by its first bytes. */
export interface LogoImage {
  bytes: Buffer;
  mime: string;
}

/**
 * The user's own name and contact, and the site name of the account it acts in. The form sends the site name
 * back unchanged; only the main user may actually change it.
 */
export async function updateProfile(
  db: Db,
  session: Session,
  changes: ProfileChanges & { assocName?: string },
): Promise<void> {
  const { assocName, ...own } = changes;
  await db.transaction(async (tx) => {
    const actor = actorOf(session);
    const before = await usersRepository.find(tx, session.userId);
    const after = await usersRepository.updateProfile(tx, session.userId, own);
    await recordAudit(tx, actor, {
      table: 'users',
      action: 'update',
      recordId: session.userId,
      before,
      after,
    });

    const account = (await accountsRepository.find(tx, session.accountId))!;
    if (!assocName || assocName === account.assocName) return;
    if (session.role !== 'main') throw forbidden('Site adını yalnızca hesap sahibi değiştirebilir.');
    await accountsRepository.update(tx, session.accountId, { assocName });
    await recordAudit(tx, actor, {
      table: 'accounts',
      action: 'update',
      recordId: account.id,
      before: { assocName: account.assocName },
      after: { assocName },
    });
  });
}

/** Sets the account's logo, or removes it with null; answers the logo's new address. */
export async function replaceLogo(db: Db, session: Session, image: LogoImage | null): Promise<string | null> {
  // A new key per upload: the old address stops working and browsers never show a stale cached logo.
  const logoKey = image ? randomBytes(24).toString('base64url') : null;
  const logoMime = image?.mime ?? null;
  await db.transaction(async (tx) => {
    const account = (await accountsRepository.find(tx, session.accountId))!;
    await accountsRepository.update(tx, session.accountId, { logo: image?.bytes ?? null, logoMime, logoKey });
    await recordAudit(tx, actorOf(session), {
      table: 'accounts',
      action: 'update',
      recordId: session.accountId,
      before: { logoKey: account.logoKey, logoMime: account.logoMime },
      after: image ? { logoKey, logoMime, size: image.bytes.length } : { logoKey, logoMime },
    });
  });
  return logoUrl(logoKey);
}
