import type { FastifyInstance } from 'fastify';
import branchesRoutes from './branches';
import subUsersRoutes from './subUsers';

/** SPEC.md section 7 "Staff and people". */
export default async function peopleSection(app: FastifyInstance) {
  await app.register(subUsersRoutes);
  await app.register(branchesRoutes);
}
