import type { Db } from '../db';
import { conflict } from '../errors';
import { buildingsRepository as repo } from '../repositories/buildings';
import { deleteWithCode, sendDeleteCode } from './deleteCodes';
import type { OneTimeCodes } from './oneTimeCodes';
import { actorOf, type Session } from './sessions';

export interface BuildingValues {
  name: string;
  apartmentLimit: number;
}

export const buildingValues = (body: { name: string; apartment_limit: number }): BuildingValues => ({
  name: body.name.trim(),
  apartmentLimit: body.apartment_limit,
});

const nameTaken = () => conflict('Bu isimde bir bina zaten var.', { name: 'Bu isimde bir bina zaten var.' });

/** Buildings: unique names, and deleted only empty and with the owner's code. */
export const buildingWrites = {
  create: (db: Db, session: Session, values: BuildingValues) =>
    repo.insert(db, session.accountId, actorOf(session), values, async (tx) => {
      if (await repo.findByName(tx, session.accountId, values.name)) throw nameTaken();
    }),

  update: (db: Db, session: Session, id: number, values: BuildingValues) =>
    repo.update(db, session.accountId, actorOf(session), id, values, async (before, tx) => {
      const sameName = await repo.findByName(tx, session.accountId, values.name);
      if (sameName && sameName.id !== before.id) throw nameTaken();
    }),

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
