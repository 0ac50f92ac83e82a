/**
 * Turkish mobile numbers. Stored as the 10-digit national form `5XXXXXXXXX`;
 * input with spaces, dashes, a leading `0`, `90` or `+90` is accepted.
 */
const NATIONAL_MOBILE = /^5\d{9}$/;

export function normalizePhone(input: string | number | null | undefined): string | null {
  if (input === null || input === undefined) return null;
  let digits = String(input).replace(/[\s\-().]/g, '');
  if (digits.startsWith('+90')) digits = digits.slice(3);
  else if (digits.startsWith('90') && digits.length === 12) digits = digits.slice(2);
  else if (digits.startsWith('0') && digits.length === 11) digits = digits.slice(1);
  return NATIONAL_MOBILE.test(digits) ? digits : null;
}

export function isTurkishMobile(input: string | number | null | undefined): boolean {
  return normalizePhone(input) !== null;
}

/** Spaces removed, as the client does before sending a phone (docs/domain.md, "Input rules"). */
export function stripSpaces(input: string): string {
  return input.replace(/\s+/g, '');
}

/**
 * Display form `5xx xxx xx xx` (13 characters). A leading 0 is tolerated and dropped; a partial number is
 * grouped as far as it goes, so the function can format while the user types.
 */
export function formatPhone(input: string | null | undefined): string {
  if (!input) return '';
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('90') && digits.length > 10) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)];
  return groups.filter(Boolean).join(' ').slice(0, 13);
}

/**
 * How a stored phone is shown to people, on screen, in Excel and in PDFs: `0533 100 05 46`. A landline of a cash
 * desk or a supplier gets the same grouping (`0216 444 01 01`), a 444 line its own (`444 41 86`); other text is
 * shown as it is.
 */
export function phoneText(input: string | null | undefined): string {
  const phone = normalizePhone(input);
  if (phone) return `0${formatPhone(phone)}`;
  const national = nationalDigits(input ?? '');
  if (/^[2-58]\d{9}$/.test(national)) return `0${formatPhone(national)}`;
  if (/^444\d{4}$/.test(national)) return `444 ${national.slice(3, 5)} ${national.slice(5)}`;
  return input ?? '';
}

/** A written number's digits without its country code or trunk 0; anything but digits and separators gives ''. */
function nationalDigits(input: string): string {
  const written = input.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(written)) return '';
  const digits = written.replace('+', '');
  if (digits.startsWith('90') && digits.length === 12) return digits.slice(2);
  if (digits.startsWith('0') && digits.length === 11) return digits.slice(1);
  return digits;
}
