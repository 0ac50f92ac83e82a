import { kurusToNumber, MAX_AMOUNT_KURUS, parseAmount } from '../../common/money';

export type Responsible = 'owner' | 'tenant';
export const RESPONSIBLES: Responsible[] = ['owner', 'tenant'];

export type DebtStatus = 'paid' | 'unpaid' | 'partial';
export const DEBT_STATUSES: DebtStatus[] = ['unpaid', 'partial', 'paid'];

/**
 * An amount as typed ("12,50", "1.234,56", "12.5") → 12.5 for the API (docs/domain.md, "Input rules": a comma
 * decimal becomes a decimal point); null when it is not an amount with at most two decimals.
 */
export function amountNumber(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined || (typeof text === 'string' && text.trim() === '')) return null;
  const kurus = parseAmount(text);
  return kurus === null ? null : kurusToNumber(kurus);
}

/** Whether a typed amount is over the server's maximum (common/money.ts MAX_AMOUNT_KURUS). */
export const tooLarge = (text: string) => (parseAmount(text) ?? 0n) > MAX_AMOUNT_KURUS;

/** Validator text key of a typed amount: required, above 0, at most 2 decimals and the maximum. */
export function amountProblem(text: string, { required = true } = {}): string | null {
  if (text.trim() === '') return required ? 'ra.validation.required' : null;
  const value = amountNumber(text);
  if (value === null)
    return /[.,]\d{3,}$/.test(text.trim()) ? 'app.debt_entry.max_two_decimals' : 'app.validation.decimal';
  if (value <= 0) return 'app.debt_entry.above_zero';
  return tooLarge(text) ? 'app.debt_entry.amount_too_large' : null;
}
