import type { Db } from '../../db';
import { REOPEN_OWNER_ONLY, reopensBooks } from '../../domain/booksClosed';
import { fieldError, forbidden } from '../../errors';
import { type Settings, type SettingsValues, settingsRepository } from '../../repositories/session/settings';
import { recordAudit } from '../../repositories/shared/audit';
import { accountActorOf, actorOf, type Session } from '../shared/sessions';
import { readOldReminderSetting, saveOldReminderSetting } from '../sms/firstRule';

/** The system log's name for reopening closed books, apart from the settings' own row so it is found at once. */
export const BOOKS_REOPENED_TABLE = 'books_closed';

/**
 * The account's settings; the old debt reminder fields are read from its first reminder rule (services/sms/firstRule.ts).
 */
export async function readSettings(db: Db, accountId: number): Promise<Settings> {
  const row = await settingsRepository.ensure(db, accountId);
  return { ...row, ...(await readOldReminderSetting(db, accountId, row)) };
}

/**
 * Saves the settings of the account the caller acts in, from its defaults if it had none yet. Moving the books'
 * closing day back or clearing it reopens records already presented: the owner's only, with its own line in the
 * system log; moving it forward is any settings editor's. The old debt reminder fields change the first reminder
 * rule when they differ from what it says (docs/reminders.md, "The first rule").
 */
export async function saveSettings(db: Db, session: Session, values: SettingsValues): Promise<Settings> {
  // Name-and-amount (4) and keyword (5) matches are guesses: a manager accepts them, they never post alone.
  if (values.bankAutoLevels?.some((level) => level > 3)) {
    throw fieldError(
      'bank_auto_levels',
      'Yalnız 0, 1, 2 ve 3. seviye eşleşmeler (kayıtlı hareket, ödeme kodu, telefon, bilinen IBAN) kendiliğinden işlenebilir; 4 ve 5. seviyeyi siz onaylarsınız.',
    );
  }
  return db.transaction(async (tx) => {
    const before = await settingsRepository.ensure(tx, session.accountId);
    const reopens =
      values.booksClosedThrough !== undefined &&
      reopensBooks(before.booksClosedThrough, values.booksClosedThrough);
    if (reopens && session.role !== 'main') throw forbidden(REOPEN_OWNER_ONLY);
    const levels = values.bankAutoLevels && [...values.bankAutoLevels].sort();
    const after = await settingsRepository.update(tx, session.accountId, {
      ...values,
      ...(levels && { bankAutoLevels: levels }),
    });
    await recordAudit(tx, actorOf(session), {
      table: 'settings',
      action: 'update',
      recordId: session.accountId,
      before,
      after,
    });
    if (reopens) {
      await recordAudit(tx, actorOf(session), {
        table: BOOKS_REOPENED_TABLE,
        action: 'update',
        recordId: session.accountId,
        before: { booksClosedThrough: before.booksClosedThrough },
        after: { booksClosedThrough: after.booksClosedThrough },
      });
    }
    const reminder = await saveOldReminderSetting(tx, accountActorOf(session), {
      reminDebt: values.reminDebt,
      remindDebtWithSinceDay: values.remindDebtWithSinceDay,
    });
    return { ...after, ...reminder };
  });
}
