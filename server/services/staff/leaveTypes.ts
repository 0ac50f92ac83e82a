import type { Db, Executor } from '../../db';
import { conflict } from '../../errors';
import type { ListQuery } from '../../repositories/shared/accountScoped';
import { type LeaveType, leaveTypesRepository as repo } from '../../repositories/staff/leaveTypes';
import { refuseBlank } from '../../schemas/shared/http';
import { actorOf, type Session } from '../shared/sessions';

export interface LeaveTypeValues {
  name: string;
  paid: boolean;
  countsAgainstAnnual: boolean;
}

const NAME_TAKEN = 'Bu isimde bir izin türü zaten var.';

export function leaveTypeValues(body: { name: string; paid: boolean; counts_against_annual: boolean }) {
  refuseBlank(body, ['name']);
  return { name: body.name.trim(), paid: body.paid, countsAgainstAnnual: body.counts_against_annual };
}

async function refuseTakenName(tx: Executor, accountId: number, name: string, exceptId?: number) {
  if (await repo.nameTaken(tx, accountId, name, exceptId)) throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
}

export const leaveTypeReads = {
  list: (db: Db, session: Session, query: ListQuery) => repo.list(db, session.accountId, query),
};

/** Leave types: names unique among the live ones; a deleted type is kept for the leave recorded with it. */
export const leaveTypeWrites = {
  create: (db: Db, session: Session, values: LeaveTypeValues): Promise<LeaveType> =>
    db.transaction(async (tx) => {
      await repo.lockAccount(tx, session.accountId);
      await refuseTakenName(tx, session.accountId, values.name);
      return repo.insert(tx, session.accountId, actorOf(session), values);
    }),

  update: (db: Db, session: Session, id: number, values: LeaveTypeValues): Promise<LeaveType> =>
    db.transaction(async (tx) => {
      await repo.lockAccount(tx, session.accountId);
      await repo.findOrFail(tx, session.accountId, id);
      await refuseTakenName(tx, session.accountId, values.name, id);
      return repo.update(tx, session.accountId, actorOf(session), id, values);
    }),

  remove: (db: Db, session: Session, id: number) =>
    db.transaction(async (tx) => {
      const before = await repo.findOrFail(tx, session.accountId, id);
      await repo.markDeleted(tx, session.accountId, actorOf(session), before);
      return before;
    }),
};
