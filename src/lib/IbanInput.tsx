import { TextInput, type TextInputProps } from 'react-admin';
import { formatIban, isValidIban, normalizeIban } from '../../common/iban';

/** TR and 24 digits, spaces allowed while typing; the mod-97 check the server repeats (docs/bank.md). */
export const ibanValidator = (value: unknown) => {
  if (value === null || value === undefined || value === '') return undefined;
  const iban = normalizeIban(String(value));
  if (!/^TR\d{24}$/.test(iban)) return 'app.validation.iban';
  return isValidIban(iban) ? undefined : 'app.validation.iban_check';
};

/** An optional IBAN: shown in groups of four, kept upper case without spaces. */
export function IbanInput(props: Omit<TextInputProps, 'validate' | 'format' | 'parse'>) {
  return (
    <TextInput
      {...props}
      validate={ibanValidator}
      format={(value) => (value ? formatIban(String(value)) : '')}
      parse={(value: string) => normalizeIban(value)}
      slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, maxLength: 40 } }}
    />
  );
}
