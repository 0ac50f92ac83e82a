import { TextField, type TextFieldProps } from '@mui/material';

type CodeFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange(value: string): void;
};

/** The 6-digit one-time code sent by SMS: digits only, offered by the phone's keyboard and autofill. */
export function CodeField({ value, onChange, slotProps, ...props }: CodeFieldProps) {
  return (
    <TextField
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      {...props}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
      }}
    />
  );
}

export const isCompleteCode = (code: string) => /^\d{6}$/.test(code);
