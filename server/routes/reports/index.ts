import type { FastifyInstance } from 'fastify';
import interestRoutes from './interest';

/** SPEC.md section 7 "Reports". */
export default async function reportsSection(app: FastifyInstance) {
  await app.register(interestRoutes);
}
