import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppNotification } from '../../dataProvider/custom/conversations';
import { useDataWrite } from '../../dataProvider/useData';
import { instantText } from '../../lib/instantText';

/** One notification: opening it marks it read and goes where it points; an unread one says so. */
export function NotificationItem({ notification }: { notification: AppNotification }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const mark = useDataWrite('markNotificationsRead', { invalidates: ['notifications'], quiet: true });
  const open = async () => {
    if (!notification.read) await mark.run({ ids: [notification.id] });
    if (notification.link) navigate(notification.link);
  };
  return (
    <Box
      component="li"
      sx={{
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: notification.read ? 'transparent' : 'primary.main',
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {!notification.read && (
              <Box component="span" sx={{ color: 'primary.dark', mr: 1 }}>
                {translate('app.notifications.unread')}:
              </Box>
            )}
            {notification.title}
          </Typography>
          {notification.body && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {notification.body}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {instantText(notification.created_at)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {notification.link && (
            <Button size="small" onClick={open}>
              {translate('app.notifications.open')}
            </Button>
          )}
          {!notification.read && !notification.link && (
            <Button size="small" disabled={mark.busy} onClick={open}>
              {translate('app.notifications.mark_one')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
