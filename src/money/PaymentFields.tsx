import { useCallback, useState } from 'react';
import { normalizeDmy } from '../../common/date';
import type { IncomeType } from '../dataProvider/custom/moneyAnswers';
import { isUsableDmy, today } from '../lib/DmyField';
import { CashAccountSelect, DateAndDescriptionFields, IncomeTypeSelect } from './MoneyFields';
import { useCashAccountChoice } from './moneyInputs';

interface Typed {
  amount: string;
  typeId: number | '';
  /** The user picked the income type: a default no longer replaces it. */
  typeChosen: boolean;
  date: string;
  description: string;
}

/**
 * What every money form holds (a collection, a debt's payment, an advance): the amount as typed, the cash
 * account (picked by itself when there is only one), the income type, the date (today) and the description.
 */
export function usePaymentForm() {
  const { accounts, accountsLoading, accountId, setAccountId } = useCashAccountChoice();
  const [typed, setTyped] = useState<Typed>(() => ({
    amount: '',
    typeId: '',
    typeChosen: false,
    date: today(),
    description: '',
  }));
  const set = useCallback((values: Partial<Typed>) => setTyped((before) => ({ ...before, ...values })), []);
  return {
    ...typed,
    accounts,
    accountsLoading,
    accountId,
    setAccountId,
    set,
    /**
     * After a save: empties the amount and the description, unless the user has typed a new amount meanwhile
     * (the save waits for the lists to reload, and what was typed during it is the next payment, not this one).
     */
    clearSent: useCallback(
      (sentAmount: string) =>
        setTyped((before) =>
          before.amount === sentAmount ? { ...before, amount: '', description: '' } : before,
        ),
      [],
    ),
    /** The form filled anew: today, no description, and the given amount and type. */
    reset: useCallback(
      (values: Partial<Typed> = {}) =>
        setTyped({ amount: '', typeId: '', typeChosen: false, date: today(), description: '', ...values }),
      [],
    ),
    dateReady: isUsableDmy(typed.date),
    /** The date and the description as the API wants them. */
    dated: () => ({ date: normalizeDmy(typed.date), description: typed.description.trim() || null }),
  };
}

export type PaymentForm = ReturnType<typeof usePaymentForm>;

/** The cash account, the income type (when `types` are given) and the date and description of a money form. */
export function PaymentFields({
  form,
  types,
  errors,
}: {
  form: PaymentForm;
  types?: IncomeType[];
  /** The server's messages by field. */
  errors: Record<string, string>;
}) {
  return (
    <>
      <CashAccountSelect
        accounts={form.accounts}
        loading={form.accountsLoading}
        value={form.accountId}
        onChange={form.setAccountId}
        serverError={errors.account_id}
        required
      />
      {types && (
        <IncomeTypeSelect
          types={types}
          value={form.typeId}
          onChange={(typeId) => form.set({ typeId, typeChosen: true })}
          serverError={errors.accounting_type_id}
          required
        />
      )}
      <DateAndDescriptionFields
        date={form.date}
        onDate={(date) => form.set({ date })}
        description={form.description}
        onDescription={(description) => form.set({ description })}
        errors={errors}
      />
    </>
  );
}
