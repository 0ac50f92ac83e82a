import { routeSection } from '../../plugins/routeSection';
import dashboard from './dashboard';
import interest from './interest';
import ledgerReports from './ledgerReports';
import residentReports from './residentReports';

/** The API section "Reports". */
export default routeSection(dashboard, interest, ledgerReports, residentReports);
