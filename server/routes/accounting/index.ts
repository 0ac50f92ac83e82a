import { routeSection } from '../../plugins/routeSection';
import bank from './bank';
import bankPosting from './bankPosting';
import currentAccounts from './currentAccounts';
import expenses from './expenses';
import incomes from './incomes';
import virman from './virman';

/** The API section "Accounting": incomes, expenses, virman, suppliers (cari) and bank statements. */
export default routeSection(bank, bankPosting, currentAccounts, expenses, incomes, virman);
