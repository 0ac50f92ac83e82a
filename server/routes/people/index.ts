import { routeSection } from '../../plugins/routeSection';
import branches from './branches';
import guests from './guests';
import subUsers from './subUsers';

/** SPEC.md section 7 "Staff and people". */
export default routeSection(branches, guests, subUsers);
