import { routeSection } from '../../plugins/routeSection';
import bankPosting from './bankPosting';
import currentAccounts from './currentAccounts';
import expenses from './expenses';
import incomes from './incomes';
import virman from './virman';

/** The API section "Accounting": incomes, expenses, virman and suppliers (cari). */
export default routeSection(bankPosting, currentAccounts, expenses, incomes, virman);
