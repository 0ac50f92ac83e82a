import type { Db } from '../../db';
import { fieldError } from '../../errors';
import { type GuestRecord, guestsRepository } from '../../repositories/people/guests';
import { apartmentOf } from '../property/ownedRecords';
import { actorOf, type Session } from '../shared/sessions';

export interface GuestValues {
  apartmentId: number;
  name: string;
  phone: string | null;
  plate: string | null;
  arrivedAt: Date;
  leftAt: Date | null;
  note: string | null;
}

const LEFT_BEFORE_ARRIVAL = 'Çıkış zamanı geliş zamanından önce olamaz.';

function refuseLeavingBeforeArrival(arrivedAt: Date, leftAt: Date | null) {
  if (leftAt && leftAt.getTime() < arrivedAt.getTime()) throw fieldError('left_at', LEFT_BEFORE_ARRIVAL);
}

/** Visits: the flat must be the account's, the departure not before the arrival; every write audited. */
export const guestWrites = {
  async create(db: Db, session: Session, values: GuestValues): Promise<GuestRecord> {
    refuseLeavingBeforeArrival(values.arrivedAt, values.leftAt);
    const row = await guestsRepository.insert(db, session.accountId, actorOf(session), values, (tx) =>
      apartmentOf(tx, session.accountId, values.apartmentId).then(() => undefined),
    );
    return guestsRepository.findRecord(db, session.accountId, row.id);
  },

  async update(db: Db, session: Session, id: number, values: GuestValues): Promise<GuestRecord> {
    refuseLeavingBeforeArrival(values.arrivedAt, values.leftAt);
    await guestsRepository.update(
      db,
      session.accountId,
      actorOf(session),
      id,
      values,
      async (_before, tx) => {
        await apartmentOf(tx, session.accountId, values.apartmentId);
      },
    );
    return guestsRepository.findRecord(db, session.accountId, id);
  },

  /** "Çıkış yaptı": the visitor left now (the server's clock, so a wrong office PC clock cannot matter). */
  async leaveNow(db: Db, session: Session, id: number): Promise<GuestRecord> {
    const now = new Date();
    await guestsRepository.update(db, session.accountId, actorOf(session), id, { leftAt: now }, (before) =>
      refuseLeavingBeforeArrival(before.arrivedAt, now),
    );
    return guestsRepository.findRecord(db, session.accountId, id);
  },
};
