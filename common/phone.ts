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
 * How a stored mobile number is shown to people, on screen, in Excel and in PDFs: `0533 100 05 46`. Text that is
 * not a whole mobile number is shown as it is.
 */
export function phoneText(input: string | null | undefined): string {
  const phone = normalizePhone(input);
  return phone ? `0${formatPhone(phone)}` : (input ?? '');
}
