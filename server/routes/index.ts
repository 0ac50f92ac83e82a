import type { FastifyInstance } from 'fastify';
import accountRoutes from './account';
import branchRoutes from './branches';
import buildingRoutes from './buildings';
import sessionRoutes from './session';
import subUserRoutes from './subUsers';

/** Route groups by the spec's areas, all under /api. Later areas register here. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(sessionRoutes);
  await app.register(accountRoutes);
  await app.register(subUserRoutes);
  await app.register(branchRoutes);
  await app.register(buildingRoutes);
}
