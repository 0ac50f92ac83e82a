import { routeSection } from '../../plugins/routeSection';
import budgets from './budgets';
import cashReports from './cashReports';
import dashboard from './dashboard';
import interest from './interest';
import ledgerReports from './ledgerReports';
import residentReports from './residentReports';

/** The API section "Reports". */
export default routeSection(budgets, cashReports, dashboard, interest, ledgerReports, residentReports);
