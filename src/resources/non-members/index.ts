import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import { lazy } from 'react';
import type { ResourceConfig } from '../types';

/** Non-members (üye olmayanlar): contacts who are not residents (caretaker, firms), for SMS. Edited in a dialog. */
export const nonMembers: ResourceConfig = {
  name: 'non-members',
  area: 'resident_and_apartments',
  menuGroup: 'property',
  icon: ContactPhoneIcon,
  recordRepresentation: 'name',
  endpoints: {
    getList: { method: 'GET', path: '/non/members', searchParam: 'key' },
    create: { method: 'POST', path: '/non/members' },
    update: { method: 'PUT', path: '/non/members', idIn: 'body' },
    delete: { method: 'DELETE', path: '/non/members', idIn: 'body' },
  },
  list: lazy(() => import('./NonMemberList').then((m) => ({ default: m.NonMemberList }))),
};
