import { isoToDmy } from '../../common/date';

/**
 * Closed books (docs/domain.md, "Closed books"; docs/accounting.md): once the year's books are presented to the general
 * assembly, no money record dated on or before the closing day may be created, changed or deleted. Dates are ISO days.
 */
export function closedDay(closedThrough: string | null, dates: readonly string[]): string | null {
  if (!closedThrough) return null;
  return dates.some((day) => day <= closedThrough) ? closedThrough : null;
}

export const booksClosedMessage = (closedThrough: string) =>
  `Defterler ${isoToDmy(closedThrough)} tarihine kadar kapatıldı; bu tarihteki ve öncesindeki kayıtlar eklenemez, değiştirilemez ve silinemez.`;

/**
 * Whether a new closing day reopens closed books: moving the day back, or clearing it. Moving it forward (or
 * closing for the first time) does not. ISO days.
 */
export function reopensBooks(closedThrough: string | null, next: string | null): boolean {
  return closedThrough !== null && (next === null || next < closedThrough);
}

export const REOPEN_OWNER_ONLY =
  'Kapatılmış defterleri yalnızca hesap sahibi yeniden açabilir: kapanış tarihini geri alma veya silme yetkiniz yok.';
