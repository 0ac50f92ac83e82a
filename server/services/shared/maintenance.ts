import type { Db } from '../../db';
import { idempotencyKeysRepository } from '../../repositories/shared/idempotencyKeys';
import { rateLimitsRepository } from '../../repositories/shared/rateLimits';
import { pruneBackups, writeBackup } from './backup';

export interface MaintenanceResult {
  backup: string;
  removedBackups: string[];
  removedCounters: number;
  /** Idempotency keys past their 24 hours (server/plugins/idempotency.ts). */
  removedKeys: number;
}

/**
 * The nightly work of the 'maintenance' queue: a backup, only the newest 14 kept, and the rate-limit counters
 * whose windows are long over (the longest window is an hour; a day is kept), and the expired idempotency keys.
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
  return { backup, removedBackups, removedCounters, removedKeys };
}
