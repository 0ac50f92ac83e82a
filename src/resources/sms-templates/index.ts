import TextSnippetIcon from '@mui/icons-material/TextSnippet';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/** SMS templates (şablonlar): ready texts with merge fields, picked on the compose page. Edited in a dialog. */
export const smsTemplates: ResourceConfig = {
  name: 'sms-templates',
  area: 'sms',
  menuGroup: 'sms',
  menuOrder: 10,
  icon: TextSnippetIcon,
  recordRepresentation: 'name',
  endpoints: {
    getList: { method: 'GET', path: '/sms/templates', searchParam: 'name' },
    getOne: { method: 'GET', path: '/sms/template/:id' },
    create: { method: 'POST', path: '/sms/template' },
    update: { method: 'PUT', path: '/sms/template/:id', idIn: 'path' },
    delete: { method: 'DELETE', path: '/sms/template/:id', idIn: 'path' },
  },
  list: lazyNamed(() => import('./SmsTemplateList'), 'SmsTemplateList'),
};
