import type { Db } from '../db';
import { type Settings, type SettingsValues, settingsRepository } from '../repositories/settings';
import { recordAudit } from './audit';
import { actorOf, type Session } from './sessions';

/** Saves the settings of the account the caller acts in, from its defaults if it had none yet. */
export async function saveSettings(db: Db, session: Session, values: SettingsValues): Promise<Settings> {
  return db.transaction(async (tx) => {
    const before = await settingsRepository.ensure(tx, session.accountId);
    const after = await settingsRepository.update(tx, session.accountId, values);
    await recordAudit(tx, actorOf(session), {
      table: 'settings',
      action: 'update',
      recordId: session.accountId,
      before,
      after,
    });
    return after;
  });
}
