import { routeFolder } from '../../plugins/routeFolder';

/** SPEC.md section 7 "Staff and people": every route file of this folder. */
export default routeFolder(import.meta.url);
