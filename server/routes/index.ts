import type { FastifyInstance } from 'fastify';
import accountRoutes from './account';
import accountingTypeRoutes from './accountingTypes';
import apartmentDebtGroupRoutes from './apartmentDebtGroups';
import apartmentRoutes from './apartments';
import branchRoutes from './branches';
import buildingRoutes from './buildings';
import exemptionRoutes from './exemptions';
import groupRoutes from './groups';
import importRoutes from './imports';
import nonMemberRoutes from './nonMembers';
import parentRoutes from './parents';
import residentApartmentRoutes from './residentApartments';
import residentRoutes from './residents';
import sessionRoutes from './session';
import stockHolderRoutes from './stockHolders';
import subUserRoutes from './subUsers';

/** Route groups by the spec's areas, all under /api. Later areas register here. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(sessionRoutes);
  await app.register(accountRoutes);
  await app.register(subUserRoutes);
  await app.register(branchRoutes);
  await app.register(buildingRoutes);
  await app.register(accountingTypeRoutes);
  await app.register(groupRoutes);
  await app.register(apartmentRoutes);
  await app.register(residentRoutes);
  await app.register(residentApartmentRoutes);
  await app.register(stockHolderRoutes);
  await app.register(parentRoutes);
  await app.register(nonMemberRoutes);
  await app.register(apartmentDebtGroupRoutes);
  await app.register(exemptionRoutes);
  await app.register(importRoutes);
}
