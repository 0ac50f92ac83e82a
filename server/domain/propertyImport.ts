import { dmyToIso } from '../../common/date';
import { readDecimal, toHundredths } from '../../common/decimal';
import {
  APARTMENT_COLUMNS,
  RESIDENT_COLUMNS,
  type ResidentType,
  residentTypeOf,
} from '../../common/importRows';
import { EMAIL_INVALID, normalizeEmail } from '../../common/mail';
import { normalizePhone } from '../../common/phone';
import { foldTurkish } from '../../common/search';
import { type BuildingRoom, buildingFullReason } from './buildingRoom';
import { type HolderRows, shareProblems } from './residentShares';

/**
 * Plans an Excel import of apartments or residents without touching the database: every row is checked against
 * the account's records (loaded once into maps by the caller) and against the other rows of the file. The caller
 * writes the plan in one transaction only when it has no problems.
 */
export interface ImportProblem {
  /** 1-based spreadsheet row */
  row: number;
  /** The Turkish column header */
  column: string;
  reason: string;
}

/** The same building whatever the case and spacing the file uses. */
export function buildingKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr-TR');
}

export function apartmentKey(building: string, identifier: string): string {
  return `${buildingKey(building)}\u0000${identifier.trim()}`;
}

export const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).trim();
const blank = (value: string | number | null | undefined) => text(value) === '';

/** The cells every import row starts with: its place in the file and the flat it names. */
export interface FlatCells {
  /** 1-based spreadsheet row */
  row: number;
  building?: string | null;
  identifier?: string | null;
}

/** A row's building (inner spaces collapsed) and flat number, trimmed. */
export function flatOf(input: FlatCells): { building: string; identifier: string } {
  return { building: text(input.building).replace(/\s+/g, ' '), identifier: text(input.identifier) };
}

/**
 * The existing apartment a row names (residents and debts are added to existing flats only); a blank or unknown
 * building or flat number is a problem of the row. `missingFlatHint` follows the "no such flat" reason.
 */
export function existingApartment(
  input: FlatCells,
  context: { buildings: Set<string>; apartments: Map<string, number> },
  columns: { building: string; identifier: string },
  problem: (column: string, reason: string) => void,
  missingFlatHint = '',
): number | undefined {
  const { building, identifier } = flatOf(input);
  const knownBuilding = building !== '' && context.buildings.has(buildingKey(building));
  let apartmentId: number | undefined;
  if (!building) problem(columns.building, 'Blok adı boş olamaz.');
  else if (!knownBuilding) problem(columns.building, `"${building}" adında bir blok yok.`);
  if (!identifier) problem(columns.identifier, 'Daire numarası boş olamaz.');
  else if (knownBuilding) {
    apartmentId = context.apartments.get(apartmentKey(building, identifier));
    if (apartmentId === undefined) {
      problem(
        columns.identifier,
        `‘${building}’ adlı blokta ${identifier} numaralı daire yok.${missingFlatHint}`,
      );
    }
  }
  return apartmentId;
}

// Apartments -------------------------------------------------------------------------------------------------

export interface ApartmentRowInput extends FlatCells {
  area?: string | number | null;
  land?: string | number | null;
  group?: string | null;
}

export interface ApartmentImportContext {
  /** buildingKey → name, of the account's buildings */
  buildings: Map<string, string>;
  /** folded name → id, of the account's dues groups (type 2) */
  duesGroups: Map<string, number>;
  /** apartmentKey of the account's apartments */
  existing: Set<string>;
  /** buildingKey → limit and recorded flats, of the account's buildings the file names */
  room: Map<string, BuildingRoom>;
}

export interface PlannedApartment {
  row: number;
  buildingKey: string;
  identifier: string;
  area: string | null;
  land: string | null;
  groupId: number | null;
}

export interface ApartmentImportPlan {
  problems: ImportProblem[];
  /** Buildings the file names that do not exist yet, spelled as first seen. */
  newBuildings: string[];
  apartments: PlannedApartment[];
  /** Rows whose apartment already exists (left as it is). */
  skipped: number;
}

export function planApartmentImport(
  rows: ApartmentRowInput[],
  context: ApartmentImportContext,
): ApartmentImportPlan {
  const problems: ImportProblem[] = [];
  const newBuildings = new Map<string, string>();
  const apartments: PlannedApartment[] = [];
  const firstRowOf = new Map<string, number>();
  /** buildingKey → flats of the file going into an existing building so far */
  const adding = new Map<string, number>();
  let skipped = 0;
  for (const input of rows) {
    const rowProblems: ImportProblem[] = [];
    const problem = (column: string, reason: string) => rowProblems.push({ row: input.row, column, reason });
    const { building, identifier } = flatOf(input);
    if (!building) problem(APARTMENT_COLUMNS.building, 'Blok adı boş olamaz.');
    else if (building.length > 100)
      problem(APARTMENT_COLUMNS.building, 'Blok adı en fazla 100 karakter olabilir.');
    if (!identifier) problem(APARTMENT_COLUMNS.identifier, 'Daire numarası boş olamaz.');
    else if (identifier.length > 20) {
      problem(APARTMENT_COLUMNS.identifier, 'Daire numarası en fazla 20 karakter olabilir.');
    }
    const area = optionalDecimal(input.area, 2, APARTMENT_COLUMNS.area, problem);
    const land = optionalDecimal(input.land, 4, APARTMENT_COLUMNS.land, problem);
    let groupId: number | null = null;
    const group = text(input.group);
    if (group) {
      groupId = context.duesGroups.get(foldTurkish(group)) ?? null;
      if (groupId === null) {
        problem(
          APARTMENT_COLUMNS.group,
          `"${group}" adında bir aidat grubu yok. Önce Tanımlar bölümünden ekleyiniz.`,
        );
      }
    }
    if (building && identifier) {
      const key = apartmentKey(building, identifier);
      const first = firstRowOf.get(key);
      if (first !== undefined) {
        problem(APARTMENT_COLUMNS.identifier, `Bu daire dosyada ${first}. satırda da var.`);
      } else {
        firstRowOf.set(key, input.row);
      }
    }
    problems.push(...rowProblems);
    if (rowProblems.length > 0) continue;
    if (context.existing.has(apartmentKey(building, identifier))) {
      skipped += 1;
      continue;
    }
    const key = buildingKey(building);
    const room = context.room.get(key);
    if (room) {
      // An existing building takes flats up to its limit; a new one is created with the file's flats as its limit.
      const full = buildingFullReason(room, (adding.get(key) ?? 0) + 1);
      if (full) {
        problems.push({ row: input.row, column: APARTMENT_COLUMNS.building, reason: full });
        continue;
      }
      adding.set(key, (adding.get(key) ?? 0) + 1);
    }
    if (!context.buildings.has(key) && !newBuildings.has(key)) newBuildings.set(key, building);
    apartments.push({ row: input.row, buildingKey: key, identifier, area, land, groupId });
  }
  return { problems, newBuildings: [...newBuildings.values()], apartments, skipped };
}

function optionalDecimal(
  value: string | number | null | undefined,
  maxDecimals: number,
  column: string,
  problem: (column: string, reason: string) => void,
): string | null {
  if (blank(value)) return null;
  const reading = readDecimal(value as string | number, maxDecimals);
  if ('error' in reading) {
    problem(column, reading.error);
    return null;
  }
  return reading.value;
}

// Residents --------------------------------------------------------------------------------------------------

export interface ResidentRowInput extends FlatCells {
  name?: string | null;
  surname?: string | null;
  phone?: string | null;
  type?: string | number | null;
  percent?: string | number | null;
  birth_day?: string | null;
  email?: string | null;
}

export interface CurrentLink {
  residentId: number;
  type: number;
  /** personName(name, surname) */
  nameKey: string;
}

export interface ResidentImportContext {
  /** buildingKey of the account's buildings */
  buildings: Set<string>;
  /** apartmentKey → apartment id */
  apartments: Map<string, number>;
  /** phone → the account's residents with that phone */
  residentsByPhone: Map<string, { id: number; nameKey: string }[]>;
  /** apartment id → its current links */
  currentLinks: Map<number, CurrentLink[]>;
  /** Today, ISO: birth days after it are refused. */
  today: string;
}

export interface NewPerson {
  key: string;
  name: string;
  surname: string;
  phone: string | null;
  /** ISO date */
  birthDay: string | null;
  /** Lower-cased */
  email: string | null;
}

export interface PlannedLink {
  row: number;
  apartmentId: number;
  /** An existing resident's id, or the key of a person in `people`. */
  resident: { id: number } | { key: string };
  type: ResidentType;
  percent: string | null;
}

export interface ResidentImportPlan {
  problems: ImportProblem[];
  people: NewPerson[];
  links: PlannedLink[];
  /** Rows whose person already holds that role in that apartment. */
  skipped: number;
}

export function personName(name: string, surname: string): string {
  return `${foldTurkish(name.trim())} ${foldTurkish(surname.trim())}`;
}

/**
 * A person is the same across rows and runs when the phone and the name match; without a phone, when the name
 * matches within the same apartment (two "Ali Kaya" in different flats without phones are two people).
 */
export function planResidentImport(
  rows: ResidentRowInput[],
  context: ResidentImportContext,
): ResidentImportPlan {
  const problems: ImportProblem[] = [];
  const people = new Map<string, Omit<NewPerson, 'email'>>();
  const links: PlannedLink[] = [];
  const firstRowOf = new Map<string, number>();
  const holderRows: HolderRows = new Map();
  /** personKey → the first row giving the new person an address, and that address */
  const emailOf = new Map<string, { row: number; email: string }>();
  let skipped = 0;
  for (const input of rows) {
    const rowProblems: ImportProblem[] = [];
    const problem = (column: string, reason: string) => rowProblems.push({ row: input.row, column, reason });
    const apartmentId = existingApartment(
      input,
      context,
      RESIDENT_COLUMNS,
      problem,
      ' Önce daireleri ekleyiniz.',
    );
    const name = text(input.name);
    const surname = text(input.surname);
    if (!name) problem(RESIDENT_COLUMNS.name, 'Ad boş olamaz.');
    else if (name.length > 60) problem(RESIDENT_COLUMNS.name, 'Ad en fazla 60 karakter olabilir.');
    if (!surname) problem(RESIDENT_COLUMNS.surname, 'Soyad boş olamaz.');
    else if (surname.length > 60) problem(RESIDENT_COLUMNS.surname, 'Soyad en fazla 60 karakter olabilir.');
    let phone: string | null = null;
    if (!blank(input.phone)) {
      phone = normalizePhone(text(input.phone));
      if (!phone)
        problem(RESIDENT_COLUMNS.phone, 'Geçerli bir cep telefonu numarası giriniz (5xx xxx xx xx).');
    }
    const type = residentTypeOf(input.type);
    if (!type) problem(RESIDENT_COLUMNS.type, "Tip 'Ev sahibi', 'Kiracı' veya 'Hissedar' olmalıdır.");
    let percent: string | null = null;
    if (!blank(input.percent)) {
      if (type !== null && type !== 3) {
        problem(RESIDENT_COLUMNS.percent, 'Hisse yalnızca hissedarlar için girilir.');
      } else {
        const reading = readDecimal(input.percent as string | number, 2, 3);
        if ('error' in reading) problem(RESIDENT_COLUMNS.percent, reading.error);
        else if (toHundredths(reading.value) <= 0 || toHundredths(reading.value) > 10_000) {
          problem(RESIDENT_COLUMNS.percent, "Hisse 0'dan büyük, en fazla 100 olmalıdır.");
        } else percent = reading.value;
      }
    }
    let birthDay: string | null = null;
    if (!blank(input.birth_day)) {
      birthDay = dmyToIso(text(input.birth_day));
      if (!birthDay) problem(RESIDENT_COLUMNS.birth_day, 'Geçerli bir tarih giriniz (GG.AA.YYYY).');
      else if (birthDay > context.today) {
        problem(RESIDENT_COLUMNS.birth_day, 'Doğum tarihi ileri bir tarih olamaz.');
      }
    }
    const email = normalizeEmail(text(input.email));
    if (email === false) problem(RESIDENT_COLUMNS.email, EMAIL_INVALID);
    const nameKey = personName(name, surname);
    const personKey = phone ? `phone:${phone}:${nameKey}` : `flat:${apartmentId}:${nameKey}`;
    if (email) {
      const first = emailOf.get(personKey);
      if (!first) emailOf.set(personKey, { row: input.row, email });
      else if (first.email !== email) {
        problem(RESIDENT_COLUMNS.email, `Bu kişinin e-posta adresi ${first.row}. satırda farklı yazılmış.`);
      }
    }
    if (apartmentId !== undefined && name && surname && type) {
      const linkKey = `${apartmentId}:${type}:${personKey}`;
      const first = firstRowOf.get(linkKey);
      if (first !== undefined) {
        problem(RESIDENT_COLUMNS.name, `Bu kişi bu daireye aynı tiple ${first}. satırda da eklenmiş.`);
      } else {
        firstRowOf.set(linkKey, input.row);
      }
    }
    if (type === 3 && apartmentId !== undefined) {
      const holders = holderRows.get(apartmentId) ?? [];
      holders.push({ row: input.row, hundredths: percent === null ? null : toHundredths(percent) });
      holderRows.set(apartmentId, holders);
    }
    problems.push(...rowProblems);
    if (rowProblems.length > 0 || apartmentId === undefined || !type) continue;

    const current = context.currentLinks.get(apartmentId) ?? [];
    const existingId = phone
      ? context.residentsByPhone.get(phone)?.find((r) => r.nameKey === nameKey)?.id
      : current.find((link) => link.nameKey === nameKey)?.residentId;
    if (existingId !== undefined) {
      if (current.some((link) => link.residentId === existingId && link.type === type)) {
        skipped += 1;
        continue;
      }
      links.push({ row: input.row, apartmentId, resident: { id: existingId }, type, percent });
      continue;
    }
    if (!people.has(personKey)) people.set(personKey, { key: personKey, name, surname, phone, birthDay });
    links.push({ row: input.row, apartmentId, resident: { key: personKey }, type, percent });
  }
  problems.push(...shareProblems(holderRows));
  problems.sort((a, b) => a.row - b.row);
  // A new person's address may come on any of their rows (the same one wherever it is written).
  const withEmails = [...people.values()].map((p) => ({ ...p, email: emailOf.get(p.key)?.email ?? null }));
  return { problems, people: withEmails, links, skipped };
}
