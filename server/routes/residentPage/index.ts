import { routeFolder } from '../../plugins/routeFolder';

/**
 * The resident page (issue 11, beyond the specification): `/r/:token/…`, each route declared `access: 'resident'`
 * and acting as the resident of that personal link only. Reads, votes, tickets and messages; never money.
 */
export default routeFolder(import.meta.url);
