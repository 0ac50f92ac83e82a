import GroupWorkIcon from '@mui/icons-material/GroupWork';
import { GroupListPage, groupEndpoints } from '../debt-groups';
import type { ResourceConfig } from '../types';

/**
 * Dues groups (aidat grupları, groups of type 2): the monthly dues of the apartments that have the group as their
 * group. Same page as the debt groups (src/resources/debt-groups/GroupList.tsx), another `type`.
 */
export const duesGroups: ResourceConfig = {
  name: 'dues-groups',
  area: 'definitions',
  menuGroup: 'definitions',
  menuOrder: 20,
  icon: GroupWorkIcon,
  recordRepresentation: 'name',
  endpoints: groupEndpoints(2),
  list: GroupListPage,
};
