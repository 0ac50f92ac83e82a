import FolderIcon from '@mui/icons-material/Folder';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/**
 * Dokümanlar: GET /documents (searched by `key`), POST and PUT /document as multipart with
 * the file, DELETE /document/{id}; a file downloads by its shown name (GET /download/documents?file_name).
 * The quick link apps/dokumanlar opens the list.
 */
export const documents: ResourceConfig = {
  name: 'documents',
  area: 'additional_features',
  menuGroup: 'features',
  menuOrder: 50,
  icon: FolderIcon,
  recordRepresentation: 'description',
  quickLink: { slug: 'dokumanlar' },
  endpoints: {
    getList: { method: 'GET', path: '/documents', searchParam: 'key', query: { type: 1 } },
    getOne: { method: 'GET', path: '/document/:id' },
    create: { method: 'POST', path: '/document', form: true },
    update: { method: 'PUT', path: '/document/:id', idIn: 'path', form: true },
    delete: { method: 'DELETE', path: '/document/:id', idIn: 'path' },
  },
  list: lazyNamed(() => import('./DocumentList'), 'DocumentList'),
};
