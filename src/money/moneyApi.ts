import { useEffect, useState } from 'react';
import { type Kurus, parseAmount } from '../../common/money';
import { recordsOf, useDataQuery } from '../dataProvider/useData';

/** A debt as the money routes answer it (server/routes/moneySchemas.ts DebtRowSchema). */
export interface DebtRow {
  id: number;
  apartment_id: number;
  building_name: string;
  identifier: string;
  resident_id: number;
  resident_name: string;
  accounting_type_id: number;
  accounting_type: string;
  amount: number;
  paid: number;
  remaining: number;
  /** DD.MM.YYYY */
  due_date: string;
  description: string;
  multi_debt_id: number | null;
  is_interest: boolean;
  interest: number | null;
  responsible: 'owner' | 'tenant';
  status: 'paid' | 'unpaid' | 'partial';
}

export interface DebtTotals {
  amount: number;
  paid: number;
  remaining: number;
}

/** A payment of a debt (moneySchemas.ts PaymentRowSchema). */
export interface PaymentRow {
  id: number;
  debt_id: number;
  debt_description: string;
  debt_due_date: string;
  apartment_id: number;
  resident_id: number;
  resident_name: string;
  account_id: number | null;
  account: string | null;
  accounting_type_id: number;
  accounting_type: string;
  amount: number;
  date: string;
  description: string | null;
  source: 'collection' | 'advance';
  receipt_id: number | null;
  receipt_number: number | null;
}

export interface CashAccount {
  id: number;
  name: string;
  balance: number;
}

export interface IncomeType {
  id: number;
  name: string;
}

/** The answer of a collection (POST /payment/debt and /payment/debts without preview). */
export interface CollectionResult {
  receipt_id: number;
  receipt_number: number;
  amount: number;
  allocations: { debt_id: number; amount: number; remaining: number }[];
  to_advance: number;
  remaining: number;
}

/** One apartment's debt of a debt entry (server EntryRow). */
export interface EntryRow {
  apartment_id: number;
  building_name: string;
  identifier: string;
  resident_id: number;
  resident_name: string;
  amount: number;
  debt_id: number | null;
  paid_from_advance: number;
}

export interface SkippedApartment {
  apartment_id: number;
  building_name: string;
  identifier: string;
  reason: string;
}

/** The answer of a debt entry call, preview or saved. */
export interface EntryAnswer {
  description: string;
  data: {
    multi_debt_id: number | null;
    rule: string;
    rows: EntryRow[];
    total: number;
    skipped: SkippedApartment[];
  };
}

/** Cash and bank accounts for pickers (every account, quietly empty for users who may not read them). */
export function useCashAccounts(): { accounts: CashAccount[]; loading: boolean } {
  const { data, isLoading } = useDataQuery('cashAccounts', undefined, { silent: true });
  return { accounts: recordsOf(data), loading: isLoading };
}

/** The cash account a money form sends: every such form picks the account by itself when there is only one. */
export function useCashAccountChoice() {
  const { accounts } = useCashAccounts();
  const [accountId, setAccountId] = useState<number | ''>('');
  useEffect(() => {
    if (accountId === '' && accounts.length === 1) setAccountId(accounts[0]!.id);
  }, [accounts, accountId]);
  return { accounts, accountId, setAccountId };
}

/**
 * Income types (accounting type 1) for pickers: readable with definitions, debit or accounting rights
 * (server/schemas/access.ts); anyone else gets `fallback` (e.g. the types of the debts on screen).
 */
export function useIncomeTypes(enabled = true, fallback: IncomeType[] = []): IncomeType[] {
  const { data } = useDataQuery('incomeTypes', enabled ? undefined : null, { silent: true });
  const loaded = recordsOf(data);
  if (loaded.length > 0) return loaded;
  const unique = new Map(fallback.map((type) => [type.id, type]));
  return [...unique.values()];
}

export type MoneyReading = { kurus: Kurus } | { error: string } | null;

/**
 * What the user typed in an amount field: null when empty, else kuruş or an i18n key of the problem.
 * "1.234,56", "150,5" and "150.50" are all read; `whole` refuses kuruş (advances are whole TL).
 */
export function readMoney(text: string, { whole = false }: { whole?: boolean } = {}): MoneyReading {
  if (text.trim() === '') return null;
  const kurus = parseAmount(text);
  if (kurus === null) {
    return /[.,]\d{3,}$/.test(text.trim()) && !/^\d{1,3}(\.\d{3})+$/.test(text.trim())
      ? { error: 'app.payments.amount_decimals' }
      : { error: 'app.payments.amount_invalid' };
  }
  if (kurus <= 0n) return { error: 'app.payments.amount_positive' };
  if (whole && kurus % 100n !== 0n) return { error: 'app.payments.amount_whole' };
  return { kurus };
}

/** 150.5 → "150,50": a remaining amount put into an amount field for the user to change. */
export function moneyInputText(amount: number): string {
  return amount.toFixed(2).replace('.', ',');
}
