import { routeSection } from '../../plugins/routeSection';
import accountingTypes from './accountingTypes';
import cashAccounts from './cashAccounts';
import groups from './groups';

/** The API section "Definitions". */
export default routeSection(accountingTypes, cashAccounts, groups);
