import type { FastifyInstance } from 'fastify';
import advancesRoutes from './advances';
import apartmentDebtGroupsRoutes from './apartmentDebtGroups';
import apartmentsRoutes from './apartments';
import buildingsRoutes from './buildings';
import exemptionsRoutes from './exemptions';
import importsRoutes from './imports';
import nonMembersRoutes from './nonMembers';
import parentsRoutes from './parents';
import residentApartmentsRoutes from './residentApartments';
import residentsRoutes from './residents';
import stockHoldersRoutes from './stockHolders';

/** SPEC.md section 7 "Buildings, apartments, residents". */
export default async function propertySection(app: FastifyInstance) {
  await app.register(buildingsRoutes);
  await app.register(apartmentsRoutes);
  await app.register(residentsRoutes);
  await app.register(residentApartmentsRoutes);
  await app.register(stockHoldersRoutes);
  await app.register(parentsRoutes);
  await app.register(nonMembersRoutes);
  await app.register(apartmentDebtGroupsRoutes);
  await app.register(exemptionsRoutes);
  await app.register(importsRoutes);
  await app.register(advancesRoutes);
}
