import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/** Branches (şubeler): accounts under the main account. Opening and closing one is confirmed by an SMS code. */
export const branches: ResourceConfig = {
  name: 'branches',
  area: 'owner',
  menuGroup: 'settings',
  menuOrder: 20,
  icon: AccountTreeIcon,
  recordRepresentation: 'assoc_name',
  endpoints: {
    getList: { method: 'GET', path: '/branch' },
    create: { method: 'POST', path: '/branch' },
    delete: { method: 'DELETE', path: '/branch', idIn: 'body', idField: 'branch_id' },
    deleteCode: {
      method: 'POST',
      path: '/branch/request',
      idIn: 'body',
      idField: 'branch_id',
      body: { purpose: 'delete' },
    },
  },
  list: lazyNamed(() => import('./BranchList'), 'BranchList'),
  create: lazyNamed(() => import('./BranchCreate'), 'BranchCreate'),
};
