/**
 * The monthly statement by e-mail (docs/mail.md, "Monthly statements"): on the 1st of the month each account with
 * mail_statements on e-mails its residents with a usable address who owe something or had a movement in the past
 * month their statement PDF (mailStatement). The key per account, resident and month is written before the
 * message goes, so a restart, a second instance or a re-run the same month sends nothing twice. No SMS instead.
 */
import { type CalendarDate, todayInIstanbul } from '../../../common/date';
import type { Db } from '../../db';
import { AppError } from '../../errors';
import { mailStatementsRepository as repo } from '../../repositories/mail/mailStatements';
import { mailStatement } from './documents';
import type { MailSettings } from './sending';

export interface StatementsResult {
  /** Messages written (sent, failed or bounced: the rows say). */
  mailed: number;
  /** Refused by mailStatement (the address went between the query and the message). */
  refused: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The month before `today`'s, as ISO first and last days. */
function pastMonth(today: CalendarDate): { from: string; to: string } {
  const year = today.month === 1 ? today.year - 1 : today.year;
  const month = today.month === 1 ? 12 : today.month - 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}` };
}

/** The month's statements of every account that sends them; answers what it did. */
export async function runMonthlyStatements(
  db: Db,
  settings: MailSettings,
  today: CalendarDate = todayInIstanbul(),
): Promise<StatementsResult> {
  const period = `${today.year}-${pad(today.month)}`;
  const { from, to } = pastMonth(today);
  const result: StatementsResult = { mailed: 0, refused: 0 };
  for (const accountId of await repo.accounts(db)) {
    for (const residentId of await repo.residents(db, accountId, from, to)) {
      if (!(await repo.claim(db, accountId, residentId, period))) continue;
      try {
        const row = await mailStatement(db, settings, accountId, residentId);
        await repo.keepMessage(db, accountId, residentId, period, row.id);
        result.mailed += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        result.refused += 1;
      }
    }
  }
  return result;
}
