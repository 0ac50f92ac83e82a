import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import { lazyNamed } from '../../lib/lazyNamed';
import { plainEndpoints } from '../endpoints';
import type { ResourceConfig } from '../types';

/** Non-members (üye olmayanlar): contacts who are not residents (caretaker, firms), for SMS. Edited in a dialog. */
export const nonMembers: ResourceConfig = {
  name: 'non-members',
  area: 'resident_and_apartments',
  menuGroup: 'property',
  menuOrder: 40,
  icon: ContactPhoneIcon,
  recordRepresentation: 'name',
  endpoints: plainEndpoints('/non/members', '/non/members'),
  list: lazyNamed(() => import('./NonMemberList'), 'NonMemberList'),
};
