import { routeSection } from '../../plugins/routeSection';
import branches from './branches';
import guests from './guests';
import subUsers from './subUsers';

/** The API section "Staff and people". */
export default routeSection(branches, guests, subUsers);
