import { useEffect, useState } from 'react';
import { isValidDmy } from '../../../common/date';
import { kurusToNumber, parseAmount } from '../../../common/money';
import type { ListAnswer } from '../../dataProvider/apiMapping';
import { http } from '../../dataProvider/http';
import { callApi } from '../../lib/callApi';
import { useApiGet } from '../apartments/useApiGet';

export type Responsible = 'owner' | 'tenant';
export const RESPONSIBLES: Responsible[] = ['owner', 'tenant'];

export type DebtStatus = 'paid' | 'unpaid' | 'partial';
export const DEBT_STATUSES: DebtStatus[] = ['unpaid', 'partial', 'paid'];

/** The answer of a delete of debts (one debt or a batch). */
export interface DeletionAnswer {
  description: string;
  data?: { id: number; debt_count: number; to_advance: number; removed: number };
}

export interface Choice {
  id: number;
  name: string;
}

/**
 * An amount as typed ("12,50", "1.234,56", "12.5") → 12.5 for the API (SPEC.md section 5: a comma decimal
 * becomes a decimal point); null when it is not an amount with at most two decimals.
 */
export function amountNumber(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined || (typeof text === 'string' && text.trim() === '')) return null;
  const kurus = parseAmount(text);
  return kurus === null ? null : kurusToNumber(kurus);
}

/** Validator text key of a typed amount: required and above 0, at most 2 decimals. */
export function amountProblem(text: string, { required = true } = {}): string | null {
  if (text.trim() === '') return required ? 'ra.validation.required' : null;
  const value = amountNumber(text);
  if (value === null)
    return /[.,]\d{3,}$/.test(text.trim()) ? 'app.debt_entry.max_two_decimals' : 'app.validation.decimal';
  if (value <= 0) return 'app.debt_entry.above_zero';
  return null;
}

/** Income types (type 1): the types debts are written with. Read with definitions rights; empty otherwise. */
export function useIncomeTypes(): Choice[] {
  const { data } = useApiGet<ListAnswer<Choice>>(
    '/accounting/types',
    { type: 1, is_print: true },
    { silent: true },
  );
  return data?.Records ?? [];
}

/** Every building (id, name) of the account: POST /buildings {all: true}. */
export function useBuildingChoices(): { buildings: Choice[]; loading: boolean } {
  const [buildings, setBuildings] = useState<Choice[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let cancelled = false;
    callApi(() => http.post<ListAnswer<Choice>>('/buildings', { all: true }))
      .then((answer) => {
        if (!cancelled) setBuildings(answer.Records ?? []);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return { buildings, loading };
}

/** "Ayşe Yılmaz", or nothing when there is nobody. */
export const personName = (name: unknown, surname: unknown) =>
  name ? `${String(name)} ${String(surname ?? '')}`.trim() : '';

/** A date filter or field typed as DD.MM.YYYY: empty, or a real date. */
export const dmyValidator = (value: unknown) =>
  value === null || value === undefined || value === '' || isValidDmy(String(value).trim())
    ? undefined
    : 'app.validation.date';

const istanbulDate = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** An ISO instant (created_at) as its Istanbul calendar day, DD.MM.YYYY. */
export function formatIsoDay(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : istanbulDate.format(date);
}

/** A debt batch as GET /multi/debts lists it (server/routes/debts.ts BatchSchema). */
export interface Batch {
  id: number;
  rule: string;
  /** The rule in Turkish ("Arsa payına göre"). */
  rule_name: string;
  accounting_type_id: number;
  accounting_type: string;
  due_date: string;
  description: string;
  is_interest: boolean;
  responsible: Responsible;
  /** entry, import or dues_job */
  source: string;
  dues_job_id: number | null;
  period: string | null;
  debt_count: number;
  total: number;
  paid: number;
  remaining: number;
  created_at: string;
}
