import type { Db, Executor } from '../../db';
import { limitBelowRecordedReason } from '../../domain/buildingRoom';
import { conflict } from '../../errors';
import { type Building, buildingsRepository as repo } from '../../repositories/property/buildings';
import type { ListQuery } from '../../repositories/shared/accountScoped';
import type { OneTimeCodes } from '../shared/oneTimeCodes';
import { actorOf, type Session } from '../shared/sessions';
import { deleteWithCode, sendDeleteCode } from './deleteCodes';

export interface BuildingValues {
  name: string;
  apartmentLimit: number;
}

export const buildingValues = (body: { name: string; apartment_limit: number }): BuildingValues => ({
  name: body.name.trim(),
  apartmentLimit: body.apartment_limit,
});

/** A building as the screens show it: with the flats recorded in it beside its limit. */
export interface BuildingView {
  building: Building;
  apartmentCount: number;
}

async function withCounts(exec: Executor, accountId: number, rows: Building[]): Promise<BuildingView[]> {
  const counts = await repo.apartmentCounts(
    exec,
    accountId,
    rows.map((row) => row.id),
  );
  return rows.map((building) => ({ building, apartmentCount: counts.get(building.id) ?? 0 }));
}

export const buildingReads = {
  async list(db: Db, accountId: number, query: ListQuery<'id' | 'name' | 'apartment_limit'>) {
    const { rows, total } = await repo.list(db, accountId, query);
    return { rows: await withCounts(db, accountId, rows), total };
  },

  async one(db: Db, accountId: number, id: number): Promise<BuildingView> {
    const [view] = await withCounts(db, accountId, [await repo.findOrFail(db, accountId, id)]);
    return view!;
  },
};

const nameTaken = () => conflict('Bu isimde bir bina zaten var.', { name: 'Bu isimde bir bina zaten var.' });

/** Buildings: unique names, and deleted only empty and with the owner's code. */
export const buildingWrites = {
  create: async (db: Db, session: Session, values: BuildingValues): Promise<BuildingView> => ({
    building: await repo.insert(db, session.accountId, actorOf(session), values, async (tx) => {
      if (await repo.findByName(tx, session.accountId, values.name)) throw nameTaken();
    }),
    apartmentCount: 0,
  }),

  /** Never below the flats already recorded (the row is locked, so no flat enters it meanwhile). */
  async update(db: Db, session: Session, id: number, values: BuildingValues): Promise<BuildingView> {
    let apartmentCount = 0;
    const building = await repo.update(
      db,
      session.accountId,
      actorOf(session),
      id,
      values,
      async (before, tx) => {
        const sameName = await repo.findByName(tx, session.accountId, values.name);
        if (sameName && sameName.id !== before.id) throw nameTaken();
        apartmentCount =
          (await repo.lockRoom(tx, session.accountId, [before.id])).get(before.id)?.recorded ?? 0;
        const tooLow = limitBelowRecordedReason(values.apartmentLimit, apartmentCount);
        if (tooLow) throw conflict(tooLow, { apartment_limit: tooLow });
      },
    );
    return { building, apartmentCount };
  },

  async requestDelete(db: Db, codes: OneTimeCodes, session: Session, id: number): Promise<void> {
    const building = await repo.findOrFail(db, session.accountId, id);
    await sendDeleteCode(
      db,
      codes,
      { purpose: 'delete_building', accountId: session.accountId, id: building.id },
      (code) => `${building.name} binasını silme onay kodunuz: ${code}. Kod 3 dakika geçerlidir.`,
    );
  },

  async remove(db: Db, codes: OneTimeCodes, session: Session, id: number, code: string): Promise<void> {
    const building = await repo.findOrFail(db, session.accountId, id);
    const target = { purpose: 'delete_building', accountId: session.accountId, id: building.id } as const;
    await deleteWithCode(db, codes, target, code, {
      async refuse(tx) {
        const units = await repo.apartmentCount(tx, session.accountId, building.id);
        if (units > 0) {
          throw conflict(`Binada ${units} daire kayıtlı. Önce daireleri silmeniz veya taşımanız gerekir.`);
        }
      },
      async remove(tx) {
        await repo.remove(tx, session.accountId, actorOf(session), building.id);
      },
    });
  },
};
