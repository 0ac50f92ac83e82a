import type { Executor } from '../db';
import {
  apartmentDebtGroups,
  buildings,
  debtExemptions,
  groups,
  nonMembers,
  residentParents,
} from '../db/schema';
import { accountingTypesRepository } from '../repositories/definitions/accountingTypes';
import { apartmentsRepository } from '../repositories/property/apartments';
import { residentLinksRepository } from '../repositories/property/residentLinks';
import { residentsRepository } from '../repositories/property/residents';
import { person, tcknFrom } from './people';

/** The demo site's blocks: floors × flats per floor, and the gross m² of the flats on a floor, left to right. */
const BLOCKS = [
  { name: 'A Blok', floors: 5, areas: [95, 110, 125, 140] },
  { name: 'B Blok', floors: 4, areas: [100, 115, 130, 145] },
  { name: 'C Blok', floors: 7, areas: [150, 165] },
] as const;
/** Arsa payı of the whole site, split over the flats by area. */
const LAND_TOTAL = 1000;

/** Flats (0-based, in building order) owned by two stock holders; shares alternate 60/40 and 50/50. */
const CO_OWNED = new Set([3, 11, 19, 27, 35, 43]);
/** Flat → the flat whose owner also owns it. */
const SECOND_HOMES = new Map([
  [30, 7],
  [48, 15],
]);

/** The largest-remainder split of `total` over `weights`, so the parts add up exactly. */
function splitByWeight(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w * total) / sum);
  const parts = exact.map(Math.floor);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  const missing = total - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; i < missing; i++) parts[order[i]!.index]! += 1;
  return parts;
}

/** What the demo's money is entered on. */
export interface DemoProperty {
  /** Apartment ids in building order: the "flat order" the demo's payments follow. */
  apartmentIds: number[];
  buildingIds: number[];
  typeId: (name: string) => number;
  /** The dues groups (type 2), in id order. */
  duesGroups: { id: number; name: string }[];
}

/**
 * About 50 flats with area and land share, about 90 residents (owners, tenants, co-owners with shares, one
 * former tenant), relatives, non-members, debt and dues groups and two exemptions.
 */
export async function seedProperty(tx: Executor, accountId: number): Promise<DemoProperty> {
  // The accounting types are the ones every new account starts with.
  const { rows: types } = await accountingTypesRepository.list(tx, accountId, { page: null });
  const typeId = (name: string) => types.find((t) => t.name === name)!.id;
  const [elevatorGroup, parkingGroup, standardDues, largeDues] = await tx
    .insert(groups)
    .values([
      { accountId, name: 'Asansör Grubu', type: 1, amount: 15000n },
      { accountId, name: 'Otopark Grubu', type: 1, amount: 7500n },
      { accountId, name: 'Standart Aidat', type: 2, amount: 85000n },
      { accountId, name: 'Büyük Daire Aidatı', type: 2, amount: 110000n },
    ])
    .returning();

  const flats: { buildingId: number; floor: number; identifier: string; area: number }[] = [];
  const buildingIds: number[] = [];
  for (const block of BLOCKS) {
    const perFloor = block.areas.length;
    const [building] = await tx
      .insert(buildings)
      .values({ accountId, name: block.name, apartmentLimit: block.floors * perFloor })
      .returning();
    buildingIds.push(building!.id);
    for (let floor = 1; floor <= block.floors; floor++) {
      block.areas.forEach((area, position) => {
        const identifier = String((floor - 1) * perFloor + position + 1);
        flats.push({ buildingId: building!.id, floor, identifier, area });
      });
    }
  }
  const lands = splitByWeight(
    LAND_TOTAL,
    flats.map((flat) => flat.area),
  );
  const units = await apartmentsRepository.insertMany(
    tx,
    accountId,
    flats.map((flat, index) => ({
      buildingId: flat.buildingId,
      identifier: flat.identifier,
      area: String(flat.area),
      land: String(lands[index]),
      groupId: flat.area >= 140 ? largeDues!.id : standardDues!.id,
    })),
  );

  // Flats above the ground floor share the lift; every third flat has a parking space.
  await tx
    .insert(apartmentDebtGroups)
    .values([
      ...units
        .filter((_, i) => flats[i]!.floor > 1)
        .map((u) => ({ accountId, apartmentId: u.id, groupId: elevatorGroup!.id })),
      ...units
        .filter((_, i) => i % 3 === 0)
        .map((u) => ({ accountId, apartmentId: u.id, groupId: parkingGroup!.id })),
    ]);
  // The ground-floor flats of A Blok do not pay the lift share.
  const liftShare = typeId('Asansör payı');
  await tx
    .insert(debtExemptions)
    .values(units.slice(0, 2).map((u) => ({ accountId, apartmentId: u.id, accountingTypeId: liftShare })));

  let next = 0;
  const people: ReturnType<typeof person>[] = [];
  const newPerson = () => {
    people.push(person(next));
    next += 1;
    return people.length - 1;
  };
  const links: {
    apartment: number;
    person: number;
    type: 1 | 2 | 3;
    percent: string | null;
    moveIn: string;
    moveOut?: string;
  }[] = [];
  const ownerOf = new Map<number, number>();
  units.forEach((_, index) => {
    const ownedSince = `${2010 + (index % 12)}-${String(1 + (index % 12)).padStart(2, '0')}-01`;
    if (CO_OWNED.has(index)) {
      const [first, second] = index % 2 === 1 ? ['60', '40'] : ['50', '50'];
      links.push({ apartment: index, person: newPerson(), type: 3, percent: first!, moveIn: ownedSince });
      links.push({ apartment: index, person: newPerson(), type: 3, percent: second!, moveIn: ownedSince });
    } else {
      const owner = SECOND_HOMES.has(index) ? ownerOf.get(SECOND_HOMES.get(index)!)! : newPerson();
      ownerOf.set(index, owner);
      links.push({ apartment: index, person: owner, type: 1, percent: null, moveIn: ownedSince });
    }
    if ([0, 1, 2, 4, 5, 7, 8].includes(index % 10)) {
      links.push({
        apartment: index,
        person: newPerson(),
        type: 2,
        percent: null,
        moveIn: `${2021 + (index % 4)}-09-01`,
      });
    }
  });
  // A former tenant, so the history tab of flat A Blok 1 is not empty.
  links.push({
    apartment: 0,
    person: newPerson(),
    type: 2,
    percent: null,
    moveIn: '2018-09-01',
    moveOut: '2021-08-31',
  });

  const stored = await residentsRepository.insertMany(tx, accountId, people);
  const saved = await residentLinksRepository.insertMany(
    tx,
    accountId,
    links.map((link) => ({
      apartmentId: units[link.apartment]!.id,
      residentId: stored[link.person]!.id,
      type: link.type,
      percent: link.percent,
      moveIn: link.moveIn,
    })),
  );
  // Links come back in the given order; a past one ends as a move-out does.
  for (const [index, link] of links.entries()) {
    if (link.moveOut) await residentLinksRepository.end(tx, accountId, saved[index]!.id, link.moveOut);
  }

  // Spouses and children of every fourth resident, living in the flat; some with a T.C. kimlik no.
  const relatives = stored
    .filter((_, index) => index % 4 === 0)
    .map((resident, index) => {
      const relative = person(1000 + index);
      return {
        accountId,
        residentId: resident.id,
        name: relative.name,
        surname: resident.surname,
        nationalId: index % 3 === 0 ? tcknFrom(String(100_000_000 + index * 7_654_321).slice(0, 9)) : null,
        phone: index % 2 === 0 ? relative.phone : null,
        relation: index % 2 === 0 ? 'eşi' : 'çocuğu',
        livesIn: index % 5 !== 4,
      };
    });
  await tx.insert(residentParents).values(relatives);

  await tx.insert(nonMembers).values([
    { accountId, name: 'Kapıcı Hasan Usta', phone: '5421234501' },
    { accountId, name: 'Bahçıvan Rıza Bey', phone: '5421234502' },
    { accountId, name: 'Asansör Firması - Mehmet Bey', phone: '5421234503' },
    { accountId, name: 'Temizlik Şirketi - Elif Hanım', phone: '5421234504' },
  ]);
  return {
    apartmentIds: units.map((u) => u.id),
    buildingIds,
    typeId,
    duesGroups: [standardDues!, largeDues!],
  };
}
