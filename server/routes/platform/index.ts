import { routeSection } from '../../plugins/routeSection';
import accounts from './accounts';
import auditLog from './auditLog';
import orders from './orders';
import packages from './packages';
import smsMessages from './smsMessages';
import supportRequests from './supportRequests';

/**
 * The platform operator's back office under /api/platform (access 'operator' on every route), in
 * ra-data-simple-rest's dialect (schemas/platform/simpleRest.ts).
 */
export default routeSection(accounts, auditLog, orders, packages, smsMessages, supportRequests);
