import { routeSection } from '../../plugins/routeSection';
import manager from './manager';
import notify from './notify';
import resident from './resident';
import settings from './settings';

/**
 * Online dues payment (issue 24; docs/payments.md): the settings, the resident page's Öde, the providers'
 * notifications and the manager's list and refunds.
 */
export default routeSection(manager, notify, resident, settings);
