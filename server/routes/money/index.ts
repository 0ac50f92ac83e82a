import type { FastifyInstance } from 'fastify';
import collectionsRoutes from './collections';
import debtEntryRoutes from './debtEntry';
import debtImportRoutes from './debtImport';
import debtJobsRoutes from './debtJobs';
import debtsRoutes from './debts';

/** SPEC.md section 7 "Debts and collections". */
export default async function moneySection(app: FastifyInstance) {
  await app.register(debtEntryRoutes);
  await app.register(debtImportRoutes);
  await app.register(debtsRoutes);
  await app.register(collectionsRoutes);
  await app.register(debtJobsRoutes);
}
