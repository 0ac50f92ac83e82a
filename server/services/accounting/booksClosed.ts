import type { Executor } from '../../db';
import { booksClosedMessage, closedDay } from '../../domain/booksClosed';
import { conflict } from '../../errors';
import { settingsRepository } from '../../repositories/session/settings';

/**
 * Refuses (409) a money write touching any of `dates` (ISO) when the account's books are closed through one of
 * them. An edit passes both its old and its new date.
 */
export async function refuseClosedBooks(
  exec: Executor,
  accountId: number,
  ...dates: string[]
): Promise<void> {
  const settings = await settingsRepository.ensure(exec, accountId);
  const closed = closedDay(settings.booksClosedThrough, dates);
  if (closed) throw conflict(booksClosedMessage(closed), { date: booksClosedMessage(closed) });
}
