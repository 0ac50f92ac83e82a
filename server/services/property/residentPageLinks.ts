/**
 * Residents' personal links to the resident page (issue 11): a long random token given once (in an SMS or to
 * copy), kept only as its SHA-256, scoped to one resident, expiring after 90 days unless said otherwise, and
 * revocable. A request with a token acts as that resident only, and only reads (and votes, opens tickets, writes
 * to the management): never money. Every use is counted on the link and written to the audit log.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Executor } from '../../db';
import { RESIDENT_PAGE_PATH } from '../../domain/residentLinks';
import { unauthorized } from '../../errors';
import { residentPageLinksRepository } from '../../repositories/property/residentPageLinks';
import { residentsRepository } from '../../repositories/property/residents';
import { recordAudit } from '../../repositories/shared/audit';
import { residentPageRepository } from '../../repositories/shared/residentPage';

export const RESIDENT_LINK_DAYS = 90;

export const LINK_REFUSED =
  'Bu bağlantı geçersiz ya da süresi dolmuş. Yönetimden yeni bir bağlantı isteyiniz.';

/** A resident who has left every flat: their link still opens, but writes nothing. */
export const NO_CURRENT_FLAT =
  'Sitede kayıtlı güncel bir daireniz yok; bu sayfadan talep, mesaj ya da oy gönderemezsiniz.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** What the resident page's rate limits count by: the link (a hash of its token), never the token itself. */
export const rateLimitKeyOf = (token: string) => `link ${hashOf(`rate-limit ${token}`)}`;

/** Who a resident page request acts as. */
export interface ResidentSession {
  accountId: number;
  residentId: number;
  linkId: number;
  /** A current flat in the account (owner, tenant or stock holder): without one the page shows and takes nothing. */
  hasFlat: boolean;
}

/** A new link for a resident of the account; answers the token (shown once) and its expiry. */
export async function issueResidentLink(
  exec: Executor,
  actor: { accountId: number; userId: number | null },
  residentId: number,
  days = RESIDENT_LINK_DAYS,
): Promise<{ token: string; path: string; expiresAt: Date }> {
  // 404 for another account's resident.
  await residentsRepository.findOrFail(exec, actor.accountId, residentId);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const link = await residentPageLinksRepository.insert(exec, {
    accountId: actor.accountId,
    residentId,
    tokenHash: hashOf(token),
    expiresAt,
  });
  await recordAudit(exec, actor, {
    table: 'resident_links',
    action: 'insert',
    recordId: link.id,
    after: { residentId, expiresAt: expiresAt.toISOString() },
  });
  return { token, path: `${RESIDENT_PAGE_PATH}${token}`, expiresAt };
}

/** The resident a token acts as; 401 with the Turkish reason when it is unknown, revoked or expired. */
export async function residentOfToken(db: Executor, token: string, what: string): Promise<ResidentSession> {
  const link = /^[A-Za-z0-9_-]{20,64}$/.test(token)
    ? await residentPageLinksRepository.use(db, hashOf(token), new Date())
    : null;
  if (!link) throw unauthorized(LINK_REFUSED);
  await recordAudit(
    db,
    { accountId: link.accountId, userId: null },
    { table: 'resident_links', action: 'update', recordId: link.id, after: { used: what } },
  );
  const hasFlat = await residentPageRepository.hasCurrentFlat(db, link.accountId, link.residentId);
  return { accountId: link.accountId, residentId: link.residentId, linkId: link.id, hasFlat };
}

export async function revokeResidentLinks(
  db: Db,
  actor: { accountId: number; userId: number | null },
  residentId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    await residentsRepository.findOrFail(tx, actor.accountId, residentId);
    const count = await residentPageLinksRepository.revokeAll(tx, actor.accountId, residentId, new Date());
    await recordAudit(tx, actor, {
      table: 'resident_links',
      action: 'update',
      recordId: null,
      after: { residentId, revoked: count },
    });
    return count;
  });
}

/** A resident's links for the manager: when made, until when, revoked, how often used. */
export async function residentLinksOf(db: Db, accountId: number, residentId: number) {
  await residentsRepository.findOrFail(db, accountId, residentId);
  return residentPageLinksRepository.ofResident(db, accountId, residentId);
}
