import type { FastifyInstance } from 'fastify';
import dashboardRoutes from './dashboard';
import interestRoutes from './interest';

/** SPEC.md section 7 "Reports". */
export default async function reportsSection(app: FastifyInstance) {
  await app.register(dashboardRoutes);
  await app.register(interestRoutes);
}
