import { routeFolder } from '../../plugins/routeFolder';

/** SPEC.md section 7 "Buildings, apartments, residents": every route file of this folder. */
export default routeFolder(import.meta.url);
