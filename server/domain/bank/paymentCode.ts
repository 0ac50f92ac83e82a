/**
 * The flat's payment code (ödeme kodu, docs/bank.md, "Accounts"): an account-local number from 1001 up and a
 * Luhn check digit, written `1042-7`. Residents put it in a transfer's description; the check digit keeps a
 * mistyped code or an unrelated number (an invoice number, a date) from matching a flat.
 */

/** The Luhn check digit of a positive number. Migration 0030's `payment_code_check` computes the same in SQL. */
export function luhnDigit(n: number): number {
  const digits = String(n);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export const FIRST_PAYMENT_NUMBER = 1001;

export function paymentCodeOf(n: number): string {
  return `${n}-${luhnDigit(n)}`;
}

/**
 * Every valid payment code in a text: the number and its check digit joined by `-` or `/` ("1042-1"), or written
 * together as a number of five or six digits ("10421"), never inside a longer number (a date, an invoice number).
 * Invalid check digits are left out.
 */
export function findPaymentCodes(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?<![\d])(?:(\d{4,7})[-/](\d)|(\d{4,5})(\d))(?![\d])/g)) {
    const n = Number(match[1] ?? match[3]);
    const check = Number(match[2] ?? match[4]);
    if (n >= FIRST_PAYMENT_NUMBER && luhnDigit(n) === check) found.add(paymentCodeOf(n));
  }
  return [...found];
}
