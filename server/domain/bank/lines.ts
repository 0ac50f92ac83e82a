/** Helpers every statement parser shares: IBANs of the other party and the file's date order. */
import { isValidIban, normalizeIban } from '../../../common/iban';
import { StatementError, type StatementLine } from './types';

/** The IBAN upper case without spaces when its mod-97 check holds, else null. */
export function cleanIban(text: string | null | undefined): string | null {
  if (!text) return null;
  const iban = normalizeIban(text);
  return isValidIban(iban) ? iban : null;
}

/** The first valid TR IBAN written in a text, spaces allowed between its groups. */
export function ibanInText(text: string): string | null {
  for (const m of text.matchAll(/TR\s?\d{2}(?:\s?\d){22}/gi)) {
    const iban = cleanIban(m[0]);
    if (iban) return iban;
  }
  return null;
}

/**
 * The lines oldest first. A file lists them in date order or newest first (many banks do); a file in neither is
 * refused, since its balances and duplicates could not be trusted. Lines keep the file's `position`.
 */
export function oldestFirst(lines: StatementLine[]): StatementLine[] {
  let up = true;
  let down = true;
  let breakAt: StatementLine | null = null;
  for (let i = 1; i < lines.length; i++) {
    const before = lines[i - 1]!.valueDate;
    const now = lines[i]!.valueDate;
    if (now < before) up = false;
    if (now > before) down = false;
    if (!up && !down && !breakAt) breakAt = lines[i]!;
  }
  if (up) return lines;
  if (down) return [...lines].reverse();
  throw new StatementError(
    `Hareketler tarih sırasında değil (${breakAt?.position}. satır): dosya eskiden yeniye ya da yeniden eskiye sıralı olmalı.`,
    breakAt?.position,
  );
}
