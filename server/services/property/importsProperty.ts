/** The apartment and resident imports (POST /apartment/multi and /apartment/multi/resident) on runImport. */
import { normalizePhone } from '../../../common/phone';
import { foldTurkish } from '../../../common/search';
import type { Db } from '../../db';
import {
  type ApartmentRowInput,
  buildingKey,
  type CurrentLink,
  personName,
  planApartmentImport,
  planResidentImport,
  type ResidentRowInput,
} from '../../domain/propertyImport';
import { todayIso } from '../../fields';
import { apartmentsRepository } from '../../repositories/property/apartments';
import { buildingsRepository } from '../../repositories/property/buildings';
import { residentLinksRepository } from '../../repositories/property/residentLinks';
import { residentsRepository } from '../../repositories/property/residents';
import type { Actor } from '../../repositories/shared/audit';
import { importsRepository as repo } from '../../repositories/shared/imports';
import { apartmentsNamed, type ImportFile, inserted, runImport } from '../shared/imports';
import { ensureApartmentRoom } from './apartmentLimit';

/**
 * Buildings the file names that do not exist are created (their apartment limit: the file's flats in them);
 * existing buildings take flats up to their limit; apartments that already exist (same building and identifier)
 * are skipped, not changed.
 */
export function importApartments(
  db: Db,
  actor: Actor,
  accountId: number,
  file: ImportFile<ApartmentRowInput>,
) {
  return runImport(db, actor, accountId, file, {
    kind: 'apartments',
    plan: async (tx, rows) => {
      const { buildings, apartments } = await apartmentsNamed(tx, accountId, rows);
      const named = new Set(rows.map((row) => buildingKey(row.building ?? '')));
      const room = await buildingsRepository.lockRoom(
        tx,
        accountId,
        buildings.filter((b) => named.has(buildingKey(b.name))).map((b) => b.id),
      );
      const plan = planApartmentImport(rows, {
        buildings: new Map(buildings.map((b) => [buildingKey(b.name), b.name])),
        duesGroups: new Map((await repo.duesGroups(tx, accountId)).map((g) => [foldTurkish(g.name), g.id])),
        existing: new Set(apartments.keys()),
        room: new Map([...room.values()].map((b) => [buildingKey(b.name), b])),
      });
      return { ...plan, buildings };
    },
    save: async (tx, plan) => {
      await ensureApartmentRoom(tx, accountId, plan.apartments.length);
      const perBuilding = new Map<string, number>();
      for (const a of plan.apartments)
        perBuilding.set(a.buildingKey, (perBuilding.get(a.buildingKey) ?? 0) + 1);
      const newBuildings = await repo.insertBuildings(
        tx,
        accountId,
        plan.newBuildings.map((name) => ({ name, apartmentLimit: perBuilding.get(buildingKey(name)) ?? 0 })),
      );
      const buildingIds = new Map(
        [...plan.buildings, ...newBuildings].map((b) => [buildingKey(b.name), b.id]),
      );
      const created = await apartmentsRepository.insertMany(
        tx,
        accountId,
        plan.apartments.map((a) => ({
          buildingId: buildingIds.get(a.buildingKey)!,
          groupId: a.groupId,
          identifier: a.identifier,
          area: a.area,
          land: a.land,
        })),
      );
      const sentences = [`${created.length} daire içe aktarıldı.`];
      if (newBuildings.length > 0) sentences.push(`${newBuildings.length} yeni blok oluşturuldu.`);
      if (plan.skipped > 0) sentences.push(`${plan.skipped} daire zaten kayıtlı olduğu için atlandı.`);
      return {
        created: created.length,
        skipped: plan.skipped,
        audit: [...inserted('buildings', newBuildings), ...inserted('apartments', created)],
        description: sentences.join(' '),
        extra: {},
      };
    },
  });
}

/**
 * Residents with their apartment links. A person already in the account (same phone and name; without a phone,
 * same name in the same apartment) is linked, not created again; a link that already exists is skipped. A new
 * person's e-mail address (E-posta) is kept lower-cased; an existing person's is left as it is.
 */
export function importResidents(db: Db, actor: Actor, accountId: number, file: ImportFile<ResidentRowInput>) {
  return runImport(db, actor, accountId, file, {
    kind: 'residents',
    plan: async (tx, rows) => {
      const { buildings, apartments } = await apartmentsNamed(tx, accountId, rows);
      const phones = [...new Set(rows.map((row) => normalizePhone(row.phone)))].filter((p) => p !== null);
      const residentsByPhone = new Map<string, { id: number; nameKey: string }[]>();
      for (const r of await repo.residentsWithPhones(tx, accountId, phones)) {
        const list = residentsByPhone.get(r.phone!) ?? [];
        list.push({ id: r.id, nameKey: personName(r.name, r.surname) });
        residentsByPhone.set(r.phone!, list);
      }
      const currentLinks = new Map<number, CurrentLink[]>();
      for (const link of await residentLinksRepository.currentWithNames(tx, accountId, [
        ...apartments.values(),
      ])) {
        const list = currentLinks.get(link.apartmentId) ?? [];
        list.push({
          residentId: link.id,
          type: link.type,
          nameKey: personName(link.name, link.surname),
        });
        currentLinks.set(link.apartmentId, list);
      }
      return planResidentImport(rows, {
        buildings: new Set(buildings.map((b) => buildingKey(b.name))),
        apartments,
        residentsByPhone,
        currentLinks,
        today: todayIso(),
      });
    },
    save: async (tx, plan) => {
      const people = await residentsRepository.insertMany(
        tx,
        accountId,
        plan.people.map((p) => ({
          name: p.name,
          surname: p.surname,
          phone: p.phone,
          gender: null,
          birthDay: p.birthDay,
          email: p.email,
        })),
      );
      // INSERT … RETURNING gives the rows back in the order of the VALUES list.
      const idOf = new Map(plan.people.map((p, index) => [p.key, people[index]!.id]));
      const moveIn = todayIso();
      const links = await residentLinksRepository.insertMany(
        tx,
        accountId,
        plan.links.map((link) => ({
          apartmentId: link.apartmentId,
          residentId: 'id' in link.resident ? link.resident.id : idOf.get(link.resident.key)!,
          type: link.type,
          percent: link.percent,
          moveIn,
        })),
      );
      const sentences = [`${links.length} sakin kaydı içe aktarıldı (${people.length} yeni kişi).`];
      if (plan.skipped > 0) sentences.push(`${plan.skipped} satır zaten kayıtlı olduğu için atlandı.`);
      return {
        created: links.length,
        skipped: plan.skipped,
        audit: [...inserted('residents', people), ...inserted('apartment_residents', links)],
        description: sentences.join(' '),
        extra: {},
      };
    },
  });
}
