import type { Db } from '../../db';
import { idempotencyKeysRepository } from '../../repositories/shared/idempotencyKeys';
import { rateLimitsRepository } from '../../repositories/shared/rateLimits';
import { removeOldExports } from '../session/accountExport';
import { pruneBackups, writeBackup } from './backup';

export interface MaintenanceResult {
  backup: string;
  removedBackups: string[];
  removedCounters: number;
  /** Idempotency keys past their 24 hours (server/plugins/idempotency.ts). */
  removedKeys: number;
  /** The owner's exports past their 7 days, file and row (and partial files of exports no longer running). */
  removedExports: number;
}

/**
 * The nightly work of the 'maintenance' queue: a backup, only the newest 14 kept, and the rate-limit counters
 * whose windows are long over (the longest window is an hour; a day is kept), the expired idempotency keys and the
 * owner's exports older than 7 days, with what crashed exports left half-written.
 */
export async function dailyMaintenance(
  db: Db,
  dataDir: string,
  now = new Date(),
): Promise<MaintenanceResult> {
  const backup = await writeBackup(db, dataDir, now);
  const removedBackups = pruneBackups(dataDir);
  const removedCounters = await rateLimitsRepository.prune(db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
  const removedKeys = await idempotencyKeysRepository.purge(db);
  const removedExports = await removeOldExports(db, dataDir, now);
  return { backup, removedBackups, removedCounters, removedKeys, removedExports };
}
