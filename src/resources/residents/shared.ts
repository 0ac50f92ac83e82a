import { dmyToIso, formatDmy, normalizeDmy, parseDmy, todayInIstanbul } from '../../../common/date';
import { normalizeEmail } from '../../../common/mail';
import { isTurkishMobile } from '../../../common/phone';
import { isValidTckn } from '../../../common/tckn';

/** One apartment link of a resident, as GET /resident/single and the lists give it. */
export interface ResidentApartment {
  apartment_id: number;
  building_id: number;
  building_name: string;
  identifier: string;
  /** 1 owner, 2 tenant, 3 stock holder */
  type: number;
  type_name: string;
  percent: number | null;
  /** DD.MM.YYYY */
  move_in: string;
  move_out: string | null;
}

export type Gender = 'male' | 'female';

export const GENDERS: Gender[] = ['male', 'female'];

export const fullName = (record: { id?: unknown; name?: unknown; surname?: unknown } | undefined) =>
  record ? `${String(record.name ?? '')} ${String(record.surname ?? '')}`.trim() : '';

/** "A Blok / 3": how a building and an apartment read together. */
export const apartmentLabel = (apartment: Pick<ResidentApartment, 'building_name' | 'identifier'>) =>
  `${apartment.building_name} / ${apartment.identifier}`;

/** The apartments a resident lives in now, "A Blok / 3, B Blok / 12", each once. */
export function currentApartmentsText(apartments: ResidentApartment[] | undefined): string {
  const current = (apartments ?? []).filter((apartment) => !apartment.move_out);
  return [...new Set(current.map(apartmentLabel))].join(', ');
}

/** A phone that may be left empty (children, elderly residents); when given, a Turkish mobile. */
/** One e-mail address or nothing (common/mail.ts; the server checks the same). */
export const optionalEmail = (value: unknown) =>
  normalizeEmail(value ? String(value) : null) === false ? 'app.residents.email_invalid' : undefined;

export const optionalPhone = (value: unknown) =>
  !value || isTurkishMobile(String(value)) ? undefined : 'app.validation.phone';

/** DD.MM.YYYY, a real date, not in the future (the server checks the same). */
export function birthDay(value: unknown) {
  if (!value) return undefined;
  const date = parseDmy(normalizeDmy(String(value)));
  if (!date) return 'app.validation.date';
  const today = dmyToIso(formatDmy(todayInIstanbul()))!;
  return dmyToIso(formatDmy(date))! > today ? 'app.residents.birth_day_future' : undefined;
}

/** "14051980", "14/05/1980" or "1.5.1980" as typed becomes "14.05.1980" / "01.05.1980" (common/date.ts). */
export const parseDateText = (value: string) => normalizeDmy(value);

/** The national id of a relative: empty, or a valid T.C. kimlik no. */
export const validTckn = (value: unknown) =>
  value === null || value === undefined || value === '' || isValidTckn(String(value))
    ? undefined
    : 'app.validation.tckn';

/** What POST and PUT /resident/parent take: national_id as an integer, empty optional fields as null. */
export function relativeBody(values: Record<string, unknown>) {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const nationalId = String(values.national_id ?? '').replace(/\D/g, '');
  return {
    name: String(values.name ?? '').trim(),
    surname: String(values.surname ?? '').trim(),
    national_id: nationalId ? Number(nationalId) : null,
    phone: text(values.phone),
    relation: text(values.relation),
    lives_in: Boolean(values.lives_in),
  };
}
