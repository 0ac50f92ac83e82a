import { routeSection } from '../../plugins/routeSection';
import advances from './advances';
import apartmentDebtGroups from './apartmentDebtGroups';
import apartments from './apartments';
import buildings from './buildings';
import exemptions from './exemptions';
import imports from './imports';
import nonMembers from './nonMembers';
import parents from './parents';
import residentApartments from './residentApartments';
import residentPageLinks from './residentPageLinks';
import residents from './residents';
import stockHolders from './stockHolders';

/** The API section "Buildings, apartments, residents". */
export default routeSection(
  advances,
  apartmentDebtGroups,
  apartments,
  buildings,
  exemptions,
  imports,
  nonMembers,
  parents,
  residentApartments,
  residentPageLinks,
  residents,
  stockHolders,
);
