import { formatHundredths, readDecimal, toHundredths } from '../../../common/decimal';
import type { Db, Executor } from '../../db';
import { badRequest, conflict, fieldError, notFound } from '../../errors';
import { todayIso } from '../../fields';
import {
  type LinkType,
  type LinkWithPerson,
  residentLinksRepository as links,
  type ResidentLinkRow,
} from '../../repositories/property/residentLinks';
import { type ResidentValues, residentsRepository } from '../../repositories/property/residents';
import { type AuditEntry, recordAudit, recordAuditBatch } from '../../repositories/shared/audit';
import { linkTypeName } from '../../schemas/property/property';
import { actorOf, type Session } from '../shared/sessions';
import { apartmentOf, residentOf } from './ownedRecords';

/**
 * Links between people and apartments: owners and tenants (types 1 and 2) and stock holders (type 3, co-owners
 * with percent shares compared in integer hundredths). Ending a link sets its move-out date: the row stays as
 * the apartment's history.
 */

const alreadyLinked = (type: number) =>
  conflict(`Bu kişi bu dairede zaten ${linkTypeName(type).toLocaleLowerCase('tr-TR')} olarak kayıtlı.`);

/** Which apartment: its id and, when the client names it too, its building. */
export interface ApartmentRef {
  apartmentId: number;
  buildingId?: number | null;
}

async function insertLink(
  tx: Executor,
  session: Session,
  link: { apartmentId: number; residentId: number; type: LinkType },
  values: { percent: string | null; moveIn: string },
): Promise<ResidentLinkRow> {
  if (await links.findActive(tx, session.accountId, link)) throw alreadyLinked(link.type);
  const row = await links.insert(tx, session.accountId, { ...link, ...values });
  await recordAudit(tx, actorOf(session), {
    table: 'apartment_residents',
    action: 'insert',
    recordId: row.id,
    after: row,
  });
  return row;
}

/** The current link, or 404 with `missing`. */
async function currentLink(
  tx: Executor,
  session: Session,
  link: { apartmentId: number; residentId: number; type: LinkType },
  missing: string,
): Promise<ResidentLinkRow> {
  const row = await links.findActive(tx, session.accountId, link);
  if (!row) throw notFound(missing);
  return row;
}

/** Ends the link on `moveOut` (ISO); the row stays as history. */
async function endLink(tx: Executor, session: Session, before: ResidentLinkRow, moveOut: string) {
  const after = await links.end(tx, session.accountId, before.id, moveOut);
  await recordAudit(tx, actorOf(session), {
    table: 'apartment_residents',
    action: 'update',
    recordId: before.id,
    before,
    after,
  });
  return after;
}

export const ownerTenantLinks = {
  /** Links a resident as owner (1) or tenant (2) from `moveIn`. */
  add: (
    db: Db,
    session: Session,
    ids: { apartmentId: number; residentId: number; type: LinkType },
    moveIn: string,
  ) =>
    db.transaction(async (tx) => {
      const apartment = await apartmentOf(tx, session.accountId, ids.apartmentId);
      const resident = await residentOf(tx, session.accountId, ids.residentId);
      const link = { apartmentId: apartment.id, residentId: resident.id, type: ids.type };
      return { link: await insertLink(tx, session, link, { percent: null, moveIn }), resident };
    }),

  end: (
    db: Db,
    session: Session,
    ids: { apartmentId: number; residentId: number; type: LinkType },
    moveOut: string,
  ) =>
    db.transaction(async (tx) => {
      const apartment = await apartmentOf(tx, session.accountId, ids.apartmentId);
      const resident = await residentOf(tx, session.accountId, ids.residentId);
      const link = { apartmentId: apartment.id, residentId: resident.id, type: ids.type };
      const before = await currentLink(
        tx,
        session,
        link,
        'Bu kişinin bu dairede bu tipte güncel bir kaydı yok.',
      );
      if (moveOut < before.moveIn) throw fieldError('move_out', 'Çıkış tarihi giriş tarihinden önce olamaz.');
      return { link: await endLink(tx, session, before, moveOut), resident };
    }),
};

/** A share: more than 0, at most 100, two decimals; as numeric text. */
export function percentOf(input: string | number | null, field: string): string {
  if (input === null || input === '') throw fieldError(field, 'Bu alan zorunludur.');
  const reading = readDecimal(input, 2, 3);
  if ('error' in reading) throw fieldError(field, reading.error);
  const hundredths = toHundredths(reading.value);
  if (hundredths <= 0 || hundredths > 10_000)
    throw fieldError(field, "Hisse 0'dan büyük, en fazla 100 olmalıdır.");
  return reading.value;
}

/** The share of a new holder may be left out (set later with the others); 0 is refused, not read as empty. */
export const optionalPercent = (input: string | number | null | undefined) =>
  input === undefined || input === null || input === '' ? null : percentOf(input, 'percent');

export const stockHolders = {
  async of(db: Db, accountId: number, ref: ApartmentRef): Promise<LinkWithPerson[]> {
    const apartment = await apartmentOf(db, accountId, ref.apartmentId, ref.buildingId);
    return links.stockHolders(db, accountId, apartment.id);
  },

  /** A new resident, linked as a stock holder today. */
  addNew: (db: Db, session: Session, ref: ApartmentRef, values: ResidentValues, percent: string | null) =>
    db.transaction(async (tx) => {
      const apartment = await apartmentOf(tx, session.accountId, ref.apartmentId, ref.buildingId);
      const resident = await residentsRepository.insert(tx, session.accountId, actorOf(session), values);
      const link = { apartmentId: apartment.id, residentId: resident.id, type: 3 as const };
      await insertLink(tx, session, link, { percent, moveIn: todayIso() });
      return links.stockHolders(tx, session.accountId, apartment.id);
    }),

  addResident: (db: Db, session: Session, ref: ApartmentRef, residentId: number, percent: string | null) =>
    db.transaction(async (tx) => {
      const apartment = await apartmentOf(tx, session.accountId, ref.apartmentId, ref.buildingId);
      const resident = await residentOf(tx, session.accountId, residentId);
      const link = { apartmentId: apartment.id, residentId: resident.id, type: 3 as const };
      await insertLink(tx, session, link, { percent, moveIn: todayIso() });
      return links.stockHolders(tx, session.accountId, apartment.id);
    }),

  /** Every current holder's share at once; the shares must add up to exactly 100. */
  setShares: (
    db: Db,
    session: Session,
    ref: ApartmentRef,
    shares: { residentId: number; percent: string }[],
  ) =>
    db.transaction(async (tx) => {
      const total = shares.reduce((sum, share) => sum + toHundredths(share.percent), 0);
      const apartment = await apartmentOf(tx, session.accountId, ref.apartmentId, ref.buildingId);
      const holders = await links.stockHolders(tx, session.accountId, apartment.id);
      const byResident = new Map(holders.map((holder) => [holder.residentId, holder]));
      if (shares.some((share) => !byResident.has(share.residentId))) throw notFound('Hissedar bulunamadı.');
      const named = new Set(shares.map((share) => share.residentId));
      if (named.size !== shares.length) throw badRequest('Bir hissedar listede birden fazla kez var.');
      const left = holders.filter((holder) => !named.has(holder.residentId));
      if (left.length > 0) {
        const names = left.map((holder) => `${holder.name} ${holder.surname}`).join(', ');
        throw badRequest(`Dairenin tüm hissedarları için hisse giriniz. Eksik: ${names}.`);
      }
      if (total !== 10_000) {
        const message = `Hisseler toplamı %100 olmalıdır. Şu anki toplam: %${formatHundredths(total)}.`;
        throw badRequest(message, { stock_holders: message });
      }
      const changes: AuditEntry[] = [];
      for (const share of shares) {
        const before = byResident.get(share.residentId)!;
        const after = await links.setPercent(tx, session.accountId, before.id, share.percent);
        changes.push({ table: 'apartment_residents', action: 'update', recordId: before.id, before, after });
      }
      await recordAuditBatch(tx, actorOf(session), changes);
      return links.stockHolders(tx, session.accountId, apartment.id);
    }),

  /** Ends the holder's link today; the other shares no longer add up to 100 until set again. */
  remove: (db: Db, session: Session, apartmentId: number, residentId: number) =>
    db.transaction(async (tx) => {
      const apartment = await apartmentOf(tx, session.accountId, apartmentId);
      const link = { apartmentId: apartment.id, residentId, type: 3 as const };
      await endLink(tx, session, await currentLink(tx, session, link, 'Hissedar bulunamadı.'), todayIso());
    }),
};
