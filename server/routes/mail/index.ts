import { routeSection } from '../../plugins/routeSection';
import optOut from './optOut';
import reports from './reports';

/** The API section "E-mail" (docs/mail.md): the reports, the statement sent on demand and the stop link. */
export default routeSection(optOut, reports);
