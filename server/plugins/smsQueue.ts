/**
 * The SMS queues on pg-boss (docs/sms.md "How a send travels"), registered after the job queue:
 * - 'sms-send': one job per campaign to send; a transient gateway refusal fails the job and pg-boss tries it
 *   again with backoff (deliverCampaign fails the messages at their last try);
 * - 'sms-tick': every minute (pg-boss sends a cron job once per minute across instances): later sends whose time
 *   has come, and recurring jobs' months;
 * - 'sms-report': every five minutes, the gateway's delivery reports;
 * - 'sms-auto': every day at 10:00 Istanbul, birthday greetings and the bell's daily notices
 *   (licences in their last 15 days, polls on their last day).
 * Without the job queue (API tests) a campaign waits in the database; tests call the handlers themselves.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runDailyNotices } from '../services/shared/notices';
import { runAutomaticMessages } from '../services/sms/automatic';
import type { CampaignQueue } from '../services/sms/compose';
import { smsTick } from '../services/sms/scheduler';
import {
  deliverCampaign,
  readDeliveryReports,
  SMS_MAX_ATTEMPTS,
  TransientSmsError,
} from '../services/sms/sending';
import { TIME_ZONE } from './jobs';

export const SMS_SEND_QUEUE = 'sms-send';
const TICK_QUEUE = 'sms-tick';
const REPORT_QUEUE = 'sms-report';
const AUTO_QUEUE = 'sms-auto';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where a campaign goes to be sent. */
    smsQueue: CampaignQueue;
  }
}

async function smsQueuePlugin(app: FastifyInstance) {
  const boss = app.jobs?.boss;
  if (!boss) {
    app.decorate('smsQueue', { enqueue: async () => undefined });
    return;
  }
  await boss.createQueue(SMS_SEND_QUEUE, {
    name: SMS_SEND_QUEUE,
    policy: 'standard',
    retryLimit: SMS_MAX_ATTEMPTS,
    retryDelay: 30,
    retryBackoff: true,
  });
  for (const name of [TICK_QUEUE, REPORT_QUEUE, AUTO_QUEUE]) {
    await boss.createQueue(name, { name, policy: 'standard', retryLimit: 2, retryDelay: 30 });
  }
  await boss.schedule(TICK_QUEUE, '* * * * *', {}, { tz: TIME_ZONE });
  await boss.schedule(REPORT_QUEUE, '*/5 * * * *', {}, { tz: TIME_ZONE });
  await boss.schedule(AUTO_QUEUE, '0 10 * * *', {}, { tz: TIME_ZONE });

  let sendWorker: string | null = null;
  const queue: CampaignQueue = {
    async enqueue(campaignId) {
      await boss.send(SMS_SEND_QUEUE, { campaignId });
      // This instance's worker starts at once instead of at its next poll.
      if (sendWorker) boss.notifyWorker(sendWorker);
    },
  };
  app.decorate('smsQueue', queue);
  const deps = () => ({ db: app.db, queue, provider: app.sms.name });

  sendWorker = await boss.work<{ campaignId: number }>(SMS_SEND_QUEUE, async ([job]) => {
    if (!job) return;
    try {
      const result = await deliverCampaign(app.db, app.sms, job.data.campaignId);
      app.log.info({ campaign: job.data.campaignId, ...result }, 'sms campaign sent');
    } catch (error) {
      if (error instanceof TransientSmsError) app.log.warn({ campaign: job.data.campaignId }, error.message);
      throw error;
    }
  });
  await boss.work(TICK_QUEUE, async () => {
    const result = await smsTick(deps());
    for (const refused of result.refused) app.log.warn(refused, 'recurring sms refused');
  });
  await boss.work(REPORT_QUEUE, async () => {
    await readDeliveryReports(app.db, app.sms);
  });
  await boss.work(AUTO_QUEUE, async () => {
    await runAutomaticMessages(deps());
    await runDailyNotices(app.db);
  });
}

export default fp(smsQueuePlugin, { name: 'smsQueue', dependencies: ['sms'] });
