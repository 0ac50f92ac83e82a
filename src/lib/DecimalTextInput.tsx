import { InputAdornment } from '@mui/material';
import { required, TextInput, type TextInputProps, type Validator } from 'react-admin';
import { readDecimal } from '../../common/decimal';

/** A number as the user reads it: 12.5 → "12,5" (Turkish decimal comma); text being typed is left as it is. */
export function decimalText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  return String(value);
}

/** A validator for a non-negative decimal with at most `maxDecimals` places; "12,5" and "12.5" both pass. */
export function decimalValidator(maxDecimals: number): Validator {
  return (value: unknown) => {
    if (value === null || value === undefined || value === '') return undefined;
    const reading = readDecimal(typeof value === 'number' ? value : String(value), maxDecimals);
    if (!('error' in reading)) return undefined;
    if (/negatif/i.test(reading.error)) return 'app.validation.not_negative';
    if (/ondalık/i.test(reading.error)) {
      return maxDecimals === 0
        ? 'app.validation.integer'
        : { message: 'app.validation.max_decimals', args: { count: maxDecimals } };
    }
    return 'app.validation.decimal';
  };
}

type DecimalTextInputProps = Omit<TextInputProps, 'validate'> & {
  /** At most this many decimal places (m²: 2, arsa payı: 4, TL: 2). */
  maxDecimals: number;
  /** Shown after the number: "₺", "m²", "%". */
  unit?: string;
  isRequired?: boolean;
};

/**
 * A decimal typed with a comma or a point ("85,5"). The text goes to the server as typed: the server reads it
 * with the same common/decimal.ts rules, so nothing is rounded through floating point on the way.
 */
export function DecimalTextInput({ maxDecimals, unit, isRequired = false, ...props }: DecimalTextInputProps) {
  const validate = [decimalValidator(maxDecimals)];
  if (isRequired) validate.unshift(required());
  return (
    <TextInput
      format={decimalText}
      parse={(value: string) => value}
      validate={validate}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
      {...props}
    />
  );
}
