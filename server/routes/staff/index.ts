import { routeFolder } from '../../plugins/routeFolder';

/** Personel: staff, their leave types and leave (issue 12); every route file of this folder. */
export default routeFolder(import.meta.url);
