import { formatIstanbulInstant, isoToDmy } from '../../../common/date';
import { formatMoney } from '../../../common/money';

/** Fields whose audit values are kuruş (the ledger's and the debts' amounts, balances, receipt totals). */
const MONEY_FIELDS = new Set(['amount', 'paid', 'total', 'openingBalance', 'remainingAfter']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const KURUS = /^-?\d{1,17}$/;

/**
 * One audit value as text: money in TL, calendar days DD.MM.YYYY, instants in Istanbul time, yes/no, "—" for
 * nothing; anything else (a list, the permissions) as compact JSON.
 */
export function auditValue(field: string, value: unknown, words: { yes: string; no: string }): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (MONEY_FIELDS.has(field) && KURUS.test(String(value))) return formatMoney(BigInt(String(value)));
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) return isoToDmy(value)!;
    if (ISO_INSTANT.test(value)) return formatIstanbulInstant(value);
    return value;
  }
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}
