import CampaignIcon from '@mui/icons-material/Campaign';
import type { ResourceConfig } from '../types';

/**
 * The SMS sends (one per compose, or per month of a recurring job) with their delivery counts. Shown as the
 * second tab of the SMS reports (SmsCampaignList), with no route or menu entry of its own; a later send not yet left is cancelled by DELETE.
 */
export const smsCampaigns: ResourceConfig = {
  name: 'sms-campaigns',
  area: 'sms',
  menuGroup: 'sms',
  menuOrder: 31,
  icon: CampaignIcon,
  hideFromMenu: true,
  endpoints: {
    getList: { method: 'GET', path: '/sms/campaigns' },
    delete: { method: 'DELETE', path: '/sms/campaign/:id', idIn: 'path' },
  },
};
