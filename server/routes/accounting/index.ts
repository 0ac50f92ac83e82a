import { routeFolder } from '../../plugins/routeFolder';

/** SPEC.md section 7 "Accounting": incomes, expenses, virman and suppliers (cari): every route file of this folder. */
export default routeFolder(import.meta.url);
