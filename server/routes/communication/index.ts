import { routeFolder } from '../../plugins/routeFolder';

/** SPEC.md section 7 "Communication and other": documents and announcements (and the rest of issue 11). */
export default routeFolder(import.meta.url);
