import type { FastifyInstance } from 'fastify';
import licenceRoutes from './licence';
import profileRoutes from './profile';
import sessionRoutes from './session';
import settingsRoutes from './settings';

/** SPEC.md section 7 "Session and account". */
export default async function sessionSection(app: FastifyInstance) {
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
  await app.register(licenceRoutes);
  await app.register(settingsRoutes);
}
