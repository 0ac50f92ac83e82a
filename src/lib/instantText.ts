import { formatIstanbulInstant } from '../../common/date';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * An instant the server sends as ISO (an SMS's created, sent or scheduled time) as the manager's clock shows it,
 * "25.11.2026 20:14" in Istanbul; text that is already formatted is kept; nothing stays empty.
 */
export function instantText(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  return ISO_INSTANT.test(value) ? formatIstanbulInstant(value) : value;
}

const istanbulDate = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** An ISO instant (created_at) as its Istanbul calendar day, DD.MM.YYYY. */
export function formatIsoDay(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : istanbulDate.format(date);
}
