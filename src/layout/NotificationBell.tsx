import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDataQuery } from '../dataProvider/useData';

/** The bell of the app bar: how many notifications are unread; it opens the notifications page. */
export function NotificationBell() {
  const translate = useTranslate();
  const unread = useDataQuery('notifications', { page: 1, per_page: 1, unread: true }, { silent: true }).data
    ?.unread_count;
  const label = unread
    ? translate('app.notifications.bell_unread', { smart_count: unread })
    : translate('app.notifications.bell');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={RouterLink} to="/notifications" aria-label={label}>
        {/* No badge at all when nothing is unread: a hidden "0" would still be text the name does not carry. */}
        {unread ? (
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        ) : (
          <NotificationsIcon />
        )}
      </IconButton>
    </Tooltip>
  );
}
