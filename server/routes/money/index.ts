import type { FastifyInstance } from 'fastify';
import batchesRoutes from './batches';
import collectionsRoutes from './collections';
import debtEntryRoutes from './debtEntry';
import debtImportRoutes from './debtImport';
import debtJobsRoutes from './debtJobs';
import debtsRoutes from './debts';
import receiptsRoutes from './receipts';

/** SPEC.md section 7 "Debts and collections". */
export default async function moneySection(app: FastifyInstance) {
  await app.register(debtEntryRoutes);
  await app.register(debtImportRoutes);
  await app.register(batchesRoutes);
  await app.register(debtsRoutes);
  await app.register(collectionsRoutes);
  await app.register(receiptsRoutes);
  await app.register(debtJobsRoutes);
}
