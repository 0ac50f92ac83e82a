import CampaignIcon from '@mui/icons-material/Campaign';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/**
 * Duyurular: GET /user/anno (failing silently, docs/domain.md, "Fixed texts"), POST /user/anno as multipart with
 * passive=1, PUT and DELETE /user/anno/{id}; passive 1 shows, 0 hides ("Entities and states"). The optional file
 * downloads from GET /user/anno/{id}/file.
 */
export const announcements: ResourceConfig = {
  name: 'announcements',
  area: 'additional_features',
  menuGroup: 'features',
  menuOrder: 20,
  icon: CampaignIcon,
  recordRepresentation: 'title',
  endpoints: {
    getList: { method: 'GET', path: '/user/anno', silent: true },
    getOne: { method: 'GET', path: '/user/anno/:id' },
    create: { method: 'POST', path: '/user/anno', form: true, body: { passive: 1 } },
    update: { method: 'PUT', path: '/user/anno/:id', idIn: 'path', form: true },
    delete: { method: 'DELETE', path: '/user/anno/:id', idIn: 'path' },
  },
  list: lazyNamed(() => import('./AnnouncementList'), 'AnnouncementList'),
};
