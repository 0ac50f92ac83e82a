/**
 * The reminder rules' jobs on pg-boss (docs/reminders.md, "The daily job"): at the start of every hour (pg-boss
 * sends a cron job once across instances) the rules whose hour it is run for today. Their SMS go through the
 * 'sms-send' queue, their e-mails leave from this job; reminder_sends keeps each reminder once whatever runs.
 * Every five minutes 'reminder-stale' marks failed the reminders left 'sending' for 30 minutes ("Cut short").
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failStaleReminders } from '../services/sms/reminderStale';
import { runDueReminders } from '../services/sms/reminders';
import { TIME_ZONE } from './jobs';

export const REMINDER_QUEUE = 'reminder-hour';
const STALE_QUEUE = 'reminder-stale';

async function reminderQueuePlugin(app: FastifyInstance) {
  const boss = app.jobs?.boss;
  if (!boss) return;
  await boss.createQueue(REMINDER_QUEUE, { name: REMINDER_QUEUE, policy: 'singleton', retryLimit: 2 });
  await boss.schedule(REMINDER_QUEUE, '0 * * * *', {}, { tz: TIME_ZONE });
  await boss.work(REMINDER_QUEUE, async () => {
    const deps = {
      db: app.db,
      queue: app.smsQueue,
      provider: app.sms.name,
      origin: app.config.publicUrl,
      mail: app.config,
    };
    const runs = await runDueReminders(deps);
    if (runs.length > 0) app.log.info({ rules: runs.length }, 'reminder rules run');
  });
  await boss.createQueue(STALE_QUEUE, { name: STALE_QUEUE, policy: 'singleton', retryLimit: 2 });
  await boss.schedule(STALE_QUEUE, '*/5 * * * *', {}, { tz: TIME_ZONE });
  await boss.work(STALE_QUEUE, async () => {
    const failed = await failStaleReminders(app.db);
    if (failed > 0) app.log.warn({ failed }, 'reminders cut short marked failed');
  });
}

export default fp(reminderQueuePlugin, { name: 'reminderQueue', dependencies: ['smsQueue'] });
