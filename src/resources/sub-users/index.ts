import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/** Sub-users (alt kullanıcılar) of the account, each with 18 permission levels. Only the owner manages them. */
export const subUsers: ResourceConfig = {
  name: 'sub-users',
  area: 'owner',
  menuGroup: 'settings',
  menuOrder: 10,
  icon: ManageAccountsIcon,
  recordRepresentation: (record) => `${record.name} ${record.surname}`,
  endpoints: {
    getList: { method: 'GET', path: '/sub/user' },
    getOne: { method: 'GET', path: '/sub/user/:id' },
    create: { method: 'POST', path: '/sub/user' },
    update: { method: 'PUT', path: '/sub/user', idIn: 'body' },
    delete: { method: 'DELETE', path: '/sub/user', idIn: 'body' },
    // An empty password on update is sent as null: the server keeps the old one (docs/domain.md, "Input rules").
    emptyAsNull: ['password'],
  },
  list: lazyNamed(() => import('./SubUserList'), 'SubUserList'),
  create: lazyNamed(() => import('./SubUserForm'), 'SubUserCreate'),
  edit: lazyNamed(() => import('./SubUserForm'), 'SubUserEdit'),
};
