import { routeSection } from '../../plugins/routeSection';
import bank from './bank';
import currentAccounts from './currentAccounts';
import expenses from './expenses';
import incomes from './incomes';
import virman from './virman';

/** The API section "Accounting": incomes, expenses, virman, suppliers (cari) and bank statements. */
export default routeSection(bank, currentAccounts, expenses, incomes, virman);
