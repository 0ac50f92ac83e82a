/**
 * The read replica (docs/scaling.md, "Read replicas for reports"): `app.readDb` is the database the reports, the
 * dashboard and the owner's export read. With DATABASE_REPLICA_URL it is a pool of its own on the standby, closed
 * with the app; without it, the primary's `app.db`. Everything that writes, and every screen that writes then
 * reads (a collection and its receipt), uses `app.db`: a standby lags by a moment.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDb, createPool, type Db } from '../db';

declare module 'fastify' {
  interface FastifyInstance {
    /** Only for reads that may lag the primary by a moment: the reports, the dashboard, the owner's export. */
    readDb: Db;
  }
}

async function readReplicaPlugin(app: FastifyInstance, options: { url: string | null }) {
  if (!options.url) {
    app.decorate('readDb', app.db);
    return;
  }
  const pool = createPool(options.url);
  app.decorate('readDb', createDb(pool));
  app.addHook('onClose', async () => {
    await pool.end();
  });
}

export default fp(readReplicaPlugin, { name: 'readReplica' });
