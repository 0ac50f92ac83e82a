import { TextField, type TextFieldProps } from '@mui/material';
import { formatPhone } from '../../common/phone';

type PhoneFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange(value: string): void;
};

/**
 * A mobile number typed or pasted in any usual form (0544…, +90 555…, with spaces, dashes or parentheses) and
 * shown as `5xx xxx xx xx`; callers strip the spaces before sending. formatPhone drops the leading 0 or +90 and
 * caps the number at 10 digits, so the input has no maxLength: one would cut a pasted "0544 987 65 43" before
 * the 0 is dropped.
 */
export function PhoneField({ value, onChange, slotProps, ...props }: PhoneFieldProps) {
  return (
    <TextField
      value={value}
      onChange={(event) => onChange(formatPhone(event.target.value))}
      placeholder="5xx xxx xx xx"
      autoComplete="tel"
      {...props}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'tel' } }}
    />
  );
}
