/**
 * The nightly 'maintenance' queue on pg-boss: every day at 03:30 Istanbul one job (pg-boss sends a cron job once
 * across instances) takes a backup into DATA_DIR/backups, keeps the newest 14 and forgets old rate-limit counters
 * (server/services/shared/maintenance.ts). With several instances DATA_DIR must be shared (docs/scaling.md).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dailyMaintenance } from '../services/shared/maintenance';
import { TIME_ZONE } from './jobs';

export const MAINTENANCE_QUEUE = 'maintenance';
export const MAINTENANCE_CRON = '30 3 * * *';

async function maintenancePlugin(app: FastifyInstance) {
  const boss = app.jobs?.boss;
  if (!boss) return;
  // 'singleton': one job queued or running at a time, so a slow backup never overlaps the next.
  await boss.createQueue(MAINTENANCE_QUEUE, { name: MAINTENANCE_QUEUE, policy: 'singleton', retryLimit: 2 });
  await boss.schedule(MAINTENANCE_QUEUE, MAINTENANCE_CRON, {}, { tz: TIME_ZONE });
  await boss.work(MAINTENANCE_QUEUE, async () => {
    const result = await dailyMaintenance(app.db, app.config.dataDir);
    app.log.info(result, 'daily backup written');
  });
}

export default fp(maintenancePlugin, { name: 'maintenance' });
