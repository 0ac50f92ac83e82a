/**
 * The owner's exports on pg-boss (server/services/session/accountExport.ts): the 'account-export' queue, one job
 * per export asked for. A job may run for hours on a large account (its expiry is EXPORT_MAX_SECONDS); an instance
 * that dies under one leaves the job to expire, and its one retry builds the archive again. Without the job queue
 * (API tests, JOBS=false) an export waits in the database; tests run runAccountExport themselves.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EXPORT_MAX_SECONDS } from '../domain/accountExport';
import { type ExportJob, type ExportQueue, runAccountExport } from '../services/session/accountExport';

export const EXPORT_QUEUE = 'account-export';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where an owner's export goes to be built. */
    exportQueue: ExportQueue;
  }
}

async function exportQueuePlugin(app: FastifyInstance) {
  const boss = app.jobs?.boss;
  if (!boss) {
    app.decorate('exportQueue', { enqueue: async () => undefined });
    return;
  }
  await boss.createQueue(EXPORT_QUEUE, {
    name: EXPORT_QUEUE,
    policy: 'standard',
    retryLimit: 1,
    expireInSeconds: EXPORT_MAX_SECONDS,
  });
  let worker: string | null = null;
  app.decorate('exportQueue', {
    async enqueue(job: ExportJob) {
      await boss.send(EXPORT_QUEUE, job, { singletonKey: `export:${job.exportId}` });
      // This instance's worker starts at once instead of at its next poll.
      if (worker) boss.notifyWorker(worker);
    },
  });
  worker = await boss.work<ExportJob>(EXPORT_QUEUE, async ([job]) => {
    if (!job) return;
    // The rows come from the replica when there is one (docs/scaling.md); the export's own row stays on the primary.
    const deps = { db: app.db, readDb: app.readDb, dataDir: app.config.dataDir };
    const status = await runAccountExport(deps, job.data);
    if (status) app.log.info({ export: job.data }, 'account export ready');
  });
}

export default fp(exportQueuePlugin, { name: 'exportQueue' });
