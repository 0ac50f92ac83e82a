import { routeSection } from '../../plugins/routeSection';
import announcements from './announcements';
import conversations from './conversations';
import documents from './documents';
import notifications from './notifications';
import tickets from './tickets';
import todo from './todo';

/** The API section "Communication and other". */
export default routeSection(announcements, conversations, documents, notifications, tickets, todo);
