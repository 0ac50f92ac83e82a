import { TextField, type TextFieldProps } from '@mui/material';
import { formatDmy, normalizeDmy, readsAsDmy, todayInIstanbul } from '../../common/date';

export const today = () => formatDmy(todayInIstanbul());

type DmyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  onChange(value: string): void;
  /** A message from the server for this field. */
  serverError?: string;
  invalidText: string;
};

/** A date typed as GG.AA.YYYY; says so under the field when it is not a real date. */
export function DmyField({ value, onChange, serverError, invalidText, helperText, ...props }: DmyFieldProps) {
  const invalid = value !== '' && !readsAsDmy(value);
  return (
    <TextField
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/[^\d./-]/g, '').slice(0, 10))}
      onBlur={() => onChange(normalizeDmy(value))}
      placeholder="GG.AA.YYYY"
      error={invalid || Boolean(serverError)}
      helperText={serverError || (invalid ? invalidText : helperText)}
      {...props}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}

/** A date field's value is usable: a real DD.MM.YYYY date. */
export const isUsableDmy = readsAsDmy;

/** A date filter or field typed as DD.MM.YYYY: empty, or a real date (react-admin validator). */
export const dmyValidator = (value: unknown) =>
  value === null || value === undefined || value === '' || readsAsDmy(String(value))
    ? undefined
    : 'app.validation.date';
