import { routeFolder } from '../../plugins/routeFolder';

/** Staff (personel): staff members, leave types, vacations and staff payments: every route file of this folder. */
export default routeFolder(import.meta.url);
