import type { FastifyInstance } from 'fastify';
import accountRoutes from './account';
import sessionRoutes from './session';

/** SPEC.md section 7 "Session and account". */
export default async function sessionSection(app: FastifyInstance) {
  await app.register(sessionRoutes);
  await app.register(accountRoutes);
}
