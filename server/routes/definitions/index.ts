import { routeSection } from '../../plugins/routeSection';
import accountingTypes from './accountingTypes';
import cashAccounts from './cashAccounts';
import groups from './groups';

/** SPEC.md section 7 "Definitions". */
export default routeSection(accountingTypes, cashAccounts, groups);
