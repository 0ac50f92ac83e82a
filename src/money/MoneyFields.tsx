import { InputAdornment, MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../common/money';
import type { CashAccount, IncomeType } from '../dataProvider/custom/moneyAnswers';
import { DmyField } from '../lib/DmyField';
import { readMoney } from './moneyInputs';

type Common = Omit<TextFieldProps, 'value' | 'onChange' | 'select' | 'children'>;

/**
 * An amount typed the Turkish way ("1.234,56" or "150,5"); the reading is shown under the field (₺1.234,56), or
 * what is wrong with it. `serverError` is the server's message for the field.
 */
export function MoneyField({
  value,
  onChange,
  whole = false,
  serverError,
  helperText,
  ...props
}: Common & { value: string; onChange(value: string): void; whole?: boolean; serverError?: string }) {
  const translate = useTranslate();
  const reading = readMoney(value, { whole });
  const problem = reading && 'error' in reading ? translate(reading.error) : undefined;
  const shown = reading && 'kurus' in reading ? formatMoney(reading.kurus) : undefined;
  return (
    <TextField
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(problem || serverError)}
      helperText={serverError || problem || shown || helperText}
      {...props}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">₺</InputAdornment> },
        formHelperText: { 'aria-live': 'polite' } as object,
      }}
    />
  );
}

/** The cash or bank account the money goes into (or out of), with its balance. */
export function CashAccountSelect({
  accounts,
  loading = false,
  value,
  onChange,
  serverError,
  ...props
}: Common & {
  accounts: CashAccount[];
  /** The accounts are still being read: no "none yet" hint meanwhile. */
  loading?: boolean;
  value: number | '';
  onChange(id: number): void;
  serverError?: string;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      label={translate('app.payments.cash_account')}
      value={accounts.some((account) => account.id === value) ? value : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      error={Boolean(serverError)}
      helperText={
        serverError ||
        (!loading && accounts.length === 0 ? translate('app.payments.no_cash_accounts') : undefined)
      }
      {...props}
    >
      {accounts.map((account) => (
        <MenuItem key={account.id} value={account.id}>
          {account.name} · {formatMoney(account.balance)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The income type (accounting type 1) a collection is recorded under. */
export function IncomeTypeSelect({
  types,
  value,
  onChange,
  serverError,
  ...props
}: Common & { types: IncomeType[]; value: number | ''; onChange(id: number): void; serverError?: string }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      label={translate('app.payments.accounting_type')}
      value={types.some((type) => type.id === value) ? value : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      error={Boolean(serverError)}
      helperText={serverError}
      {...props}
    >
      {types.map((type) => (
        <MenuItem key={type.id} value={type.id}>
          {type.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The date and description every money form ends with (a collection, a debt's payment, an advance). */
export function DateAndDescriptionFields({
  date,
  onDate,
  description,
  onDescription,
  errors,
}: {
  date: string;
  onDate(date: string): void;
  description: string;
  onDescription(description: string): void;
  /** The server's messages by field. */
  errors: Record<string, string>;
}) {
  const translate = useTranslate();
  return (
    <>
      <DmyField
        label={translate('app.payments.date')}
        value={date}
        onChange={onDate}
        serverError={errors.date}
        invalidText={translate('app.validation.date')}
        required
      />
      <TextField
        label={translate('app.payments.description')}
        value={description}
        onChange={(event) => onDescription(event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </>
  );
}
