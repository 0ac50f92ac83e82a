import type { FastifyInstance } from 'fastify';
import accountingTypesRoutes from './accountingTypes';
import cashAccountsRoutes from './cashAccounts';
import groupsRoutes from './groups';

/** SPEC.md section 7 "Definitions". */
export default async function definitionsSection(app: FastifyInstance) {
  await app.register(accountingTypesRoutes);
  await app.register(groupsRoutes);
  await app.register(cashAccountsRoutes);
}
