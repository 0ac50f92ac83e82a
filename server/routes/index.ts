import type { FastifyInstance } from 'fastify';
import accountingSection from './accounting';
import communicationSection from './communication';
import definitionsSection from './definitions';
import mailSection from './mail';
import moneySection from './money';
import paymentsSection from './payments';
import peopleSection from './people';
import platformSection from './platform';
import propertySection from './property';
import reportsSection from './reports';
import residentPageSection from './residentPage';
import sessionSection from './session';
import smsSection from './sms';
import staffSection from './staff';

/** One folder per section of the API, all under /api; a section serves every route file of its folder. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(sessionSection);
  await app.register(definitionsSection);
  await app.register(propertySection);
  await app.register(moneySection);
  await app.register(paymentsSection);
  await app.register(accountingSection);
  await app.register(reportsSection);
  await app.register(peopleSection);
  await app.register(residentPageSection);
  await app.register(smsSection);
  await app.register(communicationSection);
  await app.register(mailSection);
  await app.register(staffSection);
  await app.register(platformSection, { prefix: '/platform' });
}
