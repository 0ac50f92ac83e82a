import ForumIcon from '@mui/icons-material/Forum';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/**
 * Sakin mesajları (docs/domain.md, "Tickets, announcements and the other features"; issue 11): one thread per resident.
 * The manager writes here (also by SMS when asked); the resident reads and answers on their resident page.
 */
export const conversations: ResourceConfig = {
  name: 'conversations',
  area: 'additional_features',
  menuGroup: 'features',
  menuOrder: 20,
  icon: ForumIcon,
  recordRepresentation: 'name',
  endpoints: {
    getList: { method: 'GET', path: '/user/messages' },
    getOne: { method: 'GET', path: '/user/messages/:id' },
  },
  list: lazyNamed(() => import('./ConversationList'), 'ConversationList'),
  show: lazyNamed(() => import('./ConversationShow'), 'ConversationShow'),
};
