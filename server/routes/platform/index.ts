import { routeFolder } from '../../plugins/routeFolder';

/**
 * The platform operator's back office under /api/platform (access 'operator' on every route), in
 * ra-data-simple-rest's dialect (schemas/simpleRest.ts): every route file of this folder.
 */
export default routeFolder(import.meta.url);
