import { routeSection } from '../../plugins/routeSection';
import accountExport from './accountExport';
import licence from './licence';
import orders from './orders';
import profile from './profile';
import quickSearch from './quickSearch';
import session from './session';
import settings from './settings';
import support from './support';
import systemLogs from './systemLogs';

/** The API section "Session and account". */
export default routeSection(
  accountExport,
  licence,
  orders,
  profile,
  quickSearch,
  session,
  settings,
  support,
  systemLogs,
);
