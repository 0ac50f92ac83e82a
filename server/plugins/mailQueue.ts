/**
 * The e-mail queues on pg-boss (docs/mail.md, "The queue" and "Monthly statements"), registered after the job queue:
 * - 'mail-send': one job per batch (an announcement's or a poll's e-mails); runMailBatch sends them paced to
 *   MAIL_PER_MINUTE, and a transient failure fails the job so pg-boss tries the rest again with backoff;
 * - 'mail-statements': the 1st of every month at 09:00 Istanbul, the monthly statements (their key per account,
 *   resident and month makes a second run send nothing).
 * Without the job queue (API tests, JOBS=false) a batch is sent in this process right after the request's commit,
 * without holding its answer; closing the app waits for those sends.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runMailBatch, TransientMailError } from '../services/mail/batches';
import type { MailQueue } from '../services/mail/channels';
import { MAIL_MAX_ATTEMPTS } from '../services/mail/sending';
import { runMonthlyStatements } from '../services/mail/statements';
import { TIME_ZONE } from './jobs';

export const MAIL_SEND_QUEUE = 'mail-send';
const STATEMENTS_QUEUE = 'mail-statements';
/** The 1st of the month at 09:00: statements arrive in the morning, after the night's dues runs. */
export const STATEMENTS_CRON = '0 9 1 * *';
/** A paced batch of thousands may take hours; an expired job's retry only takes the messages still queued. */
const SEND_EXPIRE_SECONDS = 4 * 60 * 60;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where an announcement's or poll's e-mails go to be sent. */
    mailQueue: MailQueue;
  }
}

async function mailQueuePlugin(app: FastifyInstance) {
  const { config } = app;
  const provider = config.mail.provider;
  const perMinute = (config.mail.provider === 'smtp' && config.mail.perMinute) || null;
  const boss = app.jobs?.boss;
  if (!boss) {
    const running = new Set<Promise<unknown>>();
    app.decorate('mailQueue', {
      provider,
      async enqueue(batchId) {
        const run = runMailBatch(app.db, config, batchId, { perMinute, lastTry: true })
          .catch((error: unknown) => app.log.error({ err: error, batch: batchId }, 'mail batch failed'))
          .finally(() => running.delete(run));
        running.add(run);
      },
    });
    app.addHook('onClose', async () => {
      await Promise.all(running);
    });
    return;
  }
  await boss.createQueue(MAIL_SEND_QUEUE, {
    name: MAIL_SEND_QUEUE,
    policy: 'standard',
    retryLimit: MAIL_MAX_ATTEMPTS,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: SEND_EXPIRE_SECONDS,
  });
  await boss.createQueue(STATEMENTS_QUEUE, {
    name: STATEMENTS_QUEUE,
    policy: 'standard',
    retryLimit: 2,
    retryDelay: 300,
  });
  await boss.schedule(STATEMENTS_QUEUE, STATEMENTS_CRON, {}, { tz: TIME_ZONE });

  let sendWorker: string | null = null;
  app.decorate('mailQueue', {
    provider,
    async enqueue(batchId) {
      await boss.send(MAIL_SEND_QUEUE, { batchId });
      // This instance's worker starts at once instead of at its next poll.
      if (sendWorker) boss.notifyWorker(sendWorker);
    },
  });
  sendWorker = await boss.work<{ batchId: number }>(MAIL_SEND_QUEUE, async ([job]) => {
    if (!job) return;
    try {
      const result = await runMailBatch(app.db, config, job.data.batchId, { perMinute, lastTry: false });
      app.log.info({ batch: job.data.batchId, ...result }, 'mail batch sent');
    } catch (error) {
      if (error instanceof TransientMailError) app.log.warn({ batch: job.data.batchId }, error.message);
      throw error;
    }
  });
  await boss.work(STATEMENTS_QUEUE, async () => {
    const result = await runMonthlyStatements(app.db, config);
    app.log.info(result, 'monthly statements mailed');
  });
}

export default fp(mailQueuePlugin, { name: 'mailQueue' });
