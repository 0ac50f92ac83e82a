import { routeFolder } from '../../plugins/routeFolder';

/** SPEC.md section 7 "Communication and other": every route file of this folder. */
export default routeFolder(import.meta.url);
