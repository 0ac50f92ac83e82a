import { routeSection } from '../../plugins/routeSection';
import currentAccounts from './currentAccounts';
import expenses from './expenses';
import incomes from './incomes';
import virman from './virman';

/** The API section "Accounting": incomes, expenses, virman and suppliers (cari). */
export default routeSection(currentAccounts, expenses, incomes, virman);
