import HowToVoteIcon from '@mui/icons-material/HowToVote';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/**
 * Polls (anketler): a question with options, voted on from the residents' personal links (sent by SMS) or recorded
 * by the office; results by head and by land share. In the "Ek özellikler" menu with announcements and documents: the area is
 * additional_features as the server's routes (docs/domain.md, "Polls"); the SMS send needs send_sms.
 */
export const surveys: ResourceConfig = {
  name: 'surveys',
  area: 'additional_features',
  menuGroup: 'features',
  menuOrder: 10,
  icon: HowToVoteIcon,
  recordRepresentation: 'title',
  endpoints: {
    getList: {
      method: 'GET',
      path: '/surveys',
      searchParam: 'name',
      sortable: ['id', 'title'],
      silent: true,
    },
    getOne: { method: 'GET', path: '/survey/:id' },
    create: { method: 'POST', path: '/survey' },
    update: { method: 'PUT', path: '/survey', idIn: 'body' },
    delete: { method: 'DELETE', path: '/survey', idIn: 'body' },
  },
  list: lazyNamed(() => import('./SurveyList'), 'SurveyList'),
  create: lazyNamed(() => import('./SurveyForm'), 'SurveyCreate'),
  edit: lazyNamed(() => import('./SurveyForm'), 'SurveyEdit'),
  show: lazyNamed(() => import('./SurveyShow'), 'SurveyShow'),
};
