import { formatIstanbulInstant, isoToDmy } from '../../../common/date';
import { formatHundredths } from '../../../common/decimal';
import { formatMoney } from '../../../common/money';
import { type AuditNames, en } from './auditNames';

/** Fields whose audit values are kuruş: every bigint column of the audited tables (tests/unit/auditTables.test.ts). */
export const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'amount',
  'paid',
  'total',
  'openingBalance',
  'closingBalance',
  'balanceAfter',
  'remainingAfter',
  'movementsTotal',
  'liveAmount',
  'livePaid',
  'fee',
  'charged',
  'surplus',
  'price',
  'minAmount',
  'monthlyWage',
]);
/** Fields whose values are basis points of a percent: 249 is "2,49" under the label "… (%)". */
const BASIS_POINT_FIELDS = new Set(['commissionRate']);

/** Fields holding one of a few words the catalogue names (`values.<field>.<word>` of ./auditNames.ts). */
export const WORD_FIELDS: ReadonlySet<string> = new Set(Object.keys(en.values));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const KURUS = /^-?\d{1,17}$/;

/** The name of a field's word value (`pending`, or a code such as announcements' `passive` 1), if it has one. */
export function wordOf(names: AuditNames, field: string, value: unknown): string | undefined {
  const words = (names.values as Record<string, Record<string, string>>)[field];
  const isWord = (typeof value === 'string' && value !== '') || Number.isInteger(value);
  return words && isWord ? words[String(value)] : undefined;
}

/**
 * One audit value as text: money in TL, calendar days DD.MM.YYYY, instants in Istanbul time, yes/no, "—" for
 * nothing; anything else (a list, the permissions) as compact JSON.
 */
export function auditValue(field: string, value: unknown, words: { yes: string; no: string }): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (MONEY_FIELDS.has(field) && KURUS.test(String(value))) return formatMoney(BigInt(String(value)));
  if (BASIS_POINT_FIELDS.has(field) && Number.isInteger(value)) return formatHundredths(value as number);
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) return isoToDmy(value)!;
    if (ISO_INSTANT.test(value)) return formatIstanbulInstant(value);
    return value;
  }
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}
