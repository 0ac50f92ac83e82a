import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/**
 * Talepler (issue 11): faults, complaints and suggestions of residents, opened here or from the
 * resident page; the detail view shows the thread and answers it (also by SMS) and changes the status.
 */
export const tickets: ResourceConfig = {
  name: 'tickets',
  area: 'additional_features',
  menuGroup: 'features',
  menuOrder: 10,
  icon: SupportAgentIcon,
  recordRepresentation: 'subject',
  endpoints: {
    getList: { method: 'GET', path: '/ticket' },
    getOne: { method: 'GET', path: '/ticket/:id' },
    create: { method: 'POST', path: '/ticket' },
  },
  list: lazyNamed(() => import('./TicketList'), 'TicketList'),
  create: lazyNamed(() => import('./TicketCreate'), 'TicketCreate'),
  show: lazyNamed(() => import('./TicketShow'), 'TicketShow'),
};
