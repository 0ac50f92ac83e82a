import { routeSection } from '../../plugins/routeSection';
import mail from './mail';
import messages from './messages';
import receipt from './receipt';
import summary from './summary';
import surveys from './surveys';
import tickets from './tickets';

/**
 * The resident page (issue 11; docs/domain.md, "Resident page links"): `/r/:token/…`, each route declared
 * `access: 'resident'` and acting as the resident of that personal link only. Reads, votes, tickets and messages; never money.
 */
export default routeSection(mail, messages, receipt, summary, surveys, tickets);
