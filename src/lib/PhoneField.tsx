import { TextField, type TextFieldProps } from '@mui/material';
import { formatPhone } from '../../common/phone';

type PhoneFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange(value: string): void;
};

/** A mobile number typed and shown as `5xx xxx xx xx`; callers strip the spaces before sending. */
export function PhoneField({ value, onChange, slotProps, ...props }: PhoneFieldProps) {
  return (
    <TextField
      value={value}
      onChange={(event) => onChange(formatPhone(event.target.value))}
      placeholder="5xx xxx xx xx"
      autoComplete="tel"
      {...props}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'tel', maxLength: 13 } }}
    />
  );
}
