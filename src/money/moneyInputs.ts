/** What the money forms share: the cash account and income type pickers' data, and reading typed amounts. */
import { useEffect, useState } from 'react';
import { type Kurus, MAX_AMOUNT_KURUS, parseAmount } from '../../common/money';
import type { CashAccount, IncomeType } from '../dataProvider/custom/moneyAnswers';
import { recordsOf, useDataQuery } from '../dataProvider/useData';

/** Cash and bank accounts for pickers (every account, quietly empty for users who may not read them). */
export function useCashAccounts(): { accounts: CashAccount[]; loading: boolean } {
  const { data, isLoading } = useDataQuery('cashAccounts', undefined, { silent: true });
  return { accounts: recordsOf(data), loading: isLoading };
}

/** The cash account a money form sends: every such form picks the account by itself when there is only one. */
export function useCashAccountChoice() {
  const { accounts, loading: accountsLoading } = useCashAccounts();
  const [accountId, setAccountId] = useState<number | ''>('');
  useEffect(() => {
    if (accountId === '' && accounts.length === 1) setAccountId(accounts[0]!.id);
  }, [accounts, accountId]);
  return { accounts, accountsLoading, accountId, setAccountId };
}

/**
 * Income types (accounting type 1) for pickers: readable with definitions, debit or accounting rights
 * (server/schemas/access.ts); anyone else gets `fallback` (e.g. the types of the debts on screen).
 */
export function useIncomeTypes(
  enabled = true,
  fallback: IncomeType[] = [],
): { types: IncomeType[]; loading: boolean } {
  const { data, isLoading } = useDataQuery('incomeTypes', enabled ? undefined : null, { silent: true });
  const loaded = recordsOf(data);
  if (loaded.length > 0) return { types: loaded, loading: false };
  const unique = new Map(fallback.map((type) => [type.id, type]));
  return { types: [...unique.values()], loading: isLoading };
}

export type MoneyReading = { kurus: Kurus } | { error: string } | null;

/**
 * What the user typed in an amount field: null when empty, else kuruş or an i18n key of the problem.
 * "1.234,56", "150,5" and "150.50" are all read; `whole` refuses kuruş (advances are whole TL); at most
 * 9.999.999.999,99 TL, as the server.
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
  // The server's maximum (common/money.ts): a larger amount would be refused there anyway.
  if (kurus > MAX_AMOUNT_KURUS) return { error: 'app.payments.amount_too_large' };
  if (whole && kurus % 100n !== 0n) return { error: 'app.payments.amount_whole' };
  return { kurus };
}

/** 150.5 → "150,50": a remaining amount put into an amount field for the user to change. */
export function moneyInputText(amount: number): string {
  return amount.toFixed(2).replace('.', ',');
}
