import { routeSection } from '../../plugins/routeSection';
import batches from './batches';
import collections from './collections';
import debtEntry from './debtEntry';
import debtImport from './debtImport';
import debtJobs from './debtJobs';
import debts from './debts';
import receipts from './receipts';

/** The API section "Debts and collections". */
export default routeSection(batches, collections, debtEntry, debtImport, debtJobs, debts, receipts);
