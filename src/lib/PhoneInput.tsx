import { required, TextInput, type TextInputProps } from 'react-admin';
import { formatPhone, isTurkishMobile, stripSpaces } from '../../common/phone';

const validPhone = (value: unknown) =>
  !value || isTurkishMobile(String(value)) ? undefined : 'app.validation.phone';

/**
 * A required mobile number input of react-admin forms: shown as `5xx xxx xx xx` while typing, kept and sent
 * without spaces (docs/domain.md, "Input rules").
 */
export function PhoneInput(props: TextInputProps) {
  return (
    <TextInput
      type="tel"
      placeholder="5xx xxx xx xx"
      autoComplete="tel"
      format={formatPhone}
      // Formatting first also drops a leading 0 or +90 and caps the number at 10 digits, so a pasted
      // "+90 532 123 45 67" is kept whole (hence no maxLength on the input).
      parse={(value: string) => stripSpaces(formatPhone(value))}
      validate={[required(), validPhone]}
      slotProps={{ htmlInput: { inputMode: 'tel' } }}
      {...props}
    />
  );
}
