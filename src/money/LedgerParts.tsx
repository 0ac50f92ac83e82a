import { Alert, Box, Checkbox, FormControlLabel, InputAdornment, Typography } from '@mui/material';
import { type ReactElement, useMemo } from 'react';
import {
  InputHelperText,
  required,
  SelectInput,
  TextInput,
  type TextInputProps,
  useInput,
  useListContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { normalizeDmy } from '../../common/date';
import { formatMoney, kurusToNumber, parseAmount } from '../../common/money';
import { recordsOf, useDataQuery } from '../dataProvider/useData';
import { decimalText } from '../lib/DecimalTextInput';
import { dmyValidator } from '../lib/DmyField';
import { LabelledSearchInput } from '../lib/LabelledSearchInput';
import { readMoney, useCashAccounts } from './moneyInputs';

/**
 * The pieces the ledger's lists share (incomes, expenses, virman): the cash account and accounting type pickers,
 * the date and amount inputs, the filters and the total of what the filters match.
 */

/** "14052025" or "14/05/2025" becomes "14.05.2025" as it is typed. */

/** A calendar day typed as GG.AA.YYYY, in a filter or a form. */
export function DayInput({ isRequired = false, ...props }: TextInputProps & { isRequired?: boolean }) {
  return (
    <TextInput
      placeholder="GG.AA.YYYY"
      parse={normalizeDmy}
      validate={isRequired ? [required(), dmyValidator] : dmyValidator}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } }}
      {...props}
    />
  );
}

/** A typed amount ("1.250,50") as the TL number the API takes; null when it is not one. */
export function amountValue(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const kurus = parseAmount(value as string | number);
  return kurus === null ? null : kurusToNumber(kurus);
}

/** "1.250,75", "150,5" and "150.50" are all amounts (as on the collection screen); above 0, two decimals at most. */
const moneyText: Validator = (value) => {
  const reading = readMoney(decimalText(value));
  return reading && 'error' in reading ? reading.error : undefined;
};

/** The amount of a money record: required, above 0, at most 2 decimals, in ₺. */
export function AmountInput(props: Omit<TextInputProps, 'validate'>) {
  return (
    <TextInput
      format={decimalText}
      parse={(value: string) => value}
      validate={[required(), moneyText]}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">₺</InputAdornment> },
      }}
      {...props}
    />
  );
}

/** An amount that may be empty or 0, such as an opening balance: "10.000,00" is read like any amount. */
const balanceText: Validator = (value) => {
  const text = decimalText(value);
  if (text.trim() === '' || parseAmount(text) === 0n) return undefined;
  const reading = readMoney(text);
  return reading && 'error' in reading ? reading.error : undefined;
};

/** A balance in ₺ (0 allowed, empty is 0), typed the Turkish way. */
export function BalanceInput(props: Omit<TextInputProps, 'validate'>) {
  return (
    <TextInput
      format={decimalText}
      parse={(value: string) => value}
      validate={balanceText}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">₺</InputAdornment> },
      }}
      {...props}
    />
  );
}

/**
 * Where money going out of a cash account leaves it: the account and its balance after the form's amount, or
 * null while no account or amount is chosen. An edited record's own amount is already in the balance: it is given
 * back first when the account stays the same.
 */
function balanceAfter(
  accounts: { id: number; name: string; balance: number }[],
  values: { account_id?: unknown; amount?: unknown },
  saved: { account_id?: unknown; amount?: unknown } | undefined,
) {
  const account = accounts.find((a) => a.id === Number(values.account_id));
  const amount = amountValue(decimalText(values.amount));
  if (!account || amount === null) return null;
  const given = saved?.account_id !== undefined && Number(saved.account_id) === account.id;
  const before =
    Math.round(account.balance * 100) +
    (given ? Math.round((amountValue(decimalText(saved?.amount)) ?? 0) * 100) : 0);
  return { account: account.name, before: before / 100, after: (before - Math.round(amount * 100)) / 100 };
}

/**
 * Under an expense or a staff payment (money out of `account_id`): when the account would go below zero, says so
 * with the balance after, and asks for a tick before the save goes through. A virman in that case is refused by
 * the server; these are allowed, but not without a word (issue 26).
 */
export function NegativeCashConfirm() {
  const translate = useTranslate();
  const { accounts } = useCashAccounts();
  const { formState } = useFormContext();
  const [accountId, amount] = useWatch({ name: ['account_id', 'amount'] });
  const saved = formState.defaultValues as { account_id?: unknown; amount?: unknown } | undefined;
  const result = balanceAfter(accounts, { account_id: accountId, amount }, saved);
  const negative = result !== null && result.after < 0;
  const { field, fieldState } = useInput({
    source: 'negative_cash_confirmed',
    defaultValue: false,
    validate: (value: unknown, all: Record<string, unknown>) =>
      !value && (balanceAfter(accounts, all, saved)?.after ?? 0) < 0
        ? 'app.ledger.negative_required'
        : undefined,
  });
  if (!negative || !result) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {translate('app.ledger.negative', {
        account: result.account,
        before: formatMoney(result.before),
        after: formatMoney(result.after),
      })}
      <FormControlLabel
        sx={{ display: 'flex', mt: 1 }}
        control={
          <Checkbox
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        }
        label={translate('app.ledger.negative_confirm')}
      />
      {fieldState.error?.message && (
        <Typography variant="body2" color="error">
          <InputHelperText error={fieldState.error.message} />
        </Typography>
      )}
    </Alert>
  );
}

/** Choices for the cash account pickers: every account, a sub-account after its parent's name. */
export function useAccountChoices() {
  const { accounts } = useCashAccounts();
  return useMemo(
    () =>
      accounts.map((account) => ({
        id: account.id,
        name: account.parent ? `${account.parent} › ${account.name}` : account.name,
      })),
    [accounts],
  );
}

/** Income (1) or expense (2) types for a picker; quietly none for a user who may not read them. */
export function useTypeChoices(type: 1 | 2) {
  const { data } = useDataQuery('accountingTypeChoices', { type }, { silent: true });
  return recordsOf(data);
}

/** Every supplier for a picker (cari hesap). */
export function useSupplierChoices() {
  const { data } = useDataQuery('supplierAccounts', undefined, { silent: true });
  return recordsOf(data);
}

type Choices = { id: number; name: string }[];

/**
 * The search box, the date range, the account and the type: the filters of an income or expense list (a virman
 * has no type: `types` null). On a phone (`wide` false, src/lib/PhoneFilters.tsx) only the search stays shown, the
 * others behind the list's filter button; `extra` filters say so themselves.
 */
export function ledgerFilters(
  accounts: Choices,
  types: Choices | null,
  extra: ReactElement[] = [],
  wide = true,
) {
  return [
    <LabelledSearchInput key="q" source="q" alwaysOn />,
    <DayInput
      key="start_date"
      source="start_date"
      label="app.ledger.start_date"
      alwaysOn={wide}
      sx={{ width: 170 }}
    />,
    <DayInput
      key="end_date"
      source="end_date"
      label="app.ledger.end_date"
      alwaysOn={wide}
      sx={{ width: 170 }}
    />,
    <SelectInput
      key="account_id"
      source="account_id"
      label="app.ledger.account"
      choices={accounts}
      alwaysOn={wide}
      sx={{ minWidth: 160 }}
    />,
    ...(types
      ? [
          <SelectInput
            key="accounting_type_id"
            source="accounting_type_id"
            label="app.ledger.type"
            choices={types}
            alwaysOn={wide}
            sx={{ minWidth: 160 }}
          />,
        ]
      : []),
    ...extra,
  ];
}

/** The total of every row the filters match (AdditionalData.amount), not only this page's. */
export function LedgerTotal() {
  const translate = useTranslate();
  const { meta, isPending } = useListContext();
  const amount = (meta as { amount?: number } | undefined)?.amount;
  if (isPending || amount === undefined) return null;
  return (
    <Box
      component="section"
      aria-label={translate('app.ledger.total')}
      sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography variant="caption" color="text.secondary" component="div">
        {translate('app.ledger.total')}
      </Typography>
      <Typography variant="h6" component="div" data-testid="ledger-total">
        {formatMoney(amount)}
      </Typography>
    </Box>
  );
}

/** What an income, an expense or a virman body says in common: the amount as a number, an empty text as null. */
export function ledgerBody(values: Record<string, unknown>, fields: string[]) {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field];
    body[field] = typeof value === 'string' ? value.trim() || null : (value ?? null);
  }
  if ('amount' in body) body.amount = amountValue(values.amount);
  if (typeof body.date === 'string') body.date = normalizeDmy(body.date);
  return body;
}
