import { Box, Button, Card, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useDataWrite } from '../../dataProvider/useData';
import { usePagedQuery } from '../../lib/PagedTable';
import { Pager } from '../../lib/Pager';
import { NotificationItem } from './NotificationItem';

/** The account's notifications, newest first: only the unread ones if asked, each opened or marked read. */
export function NotificationsPage() {
  const translate = useTranslate();
  const [onlyUnread, setOnlyUnread] = useState(false);
  const list = usePagedQuery('notifications', onlyUnread ? { unread: true } : {}, 20);
  const markAll = useDataWrite('markNotificationsRead', { invalidates: ['notifications'] });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.notifications.title')} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={onlyUnread}
              onChange={(event) => {
                setOnlyUnread(event.target.checked);
                list.setPage(1);
              }}
            />
          }
          label={translate('app.notifications.only_unread')}
        />
        <Button variant="outlined" disabled={markAll.busy} onClick={() => markAll.run({})}>
          {translate('app.notifications.mark_all')}
        </Button>
      </Stack>
      <Card>
        {list.rows.length === 0 && !list.loading ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate('app.notifications.empty')}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label={translate('app.notifications.title')}
            aria-busy={list.loading}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {list.rows.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </Box>
        )}
        <Pager {...list.pager} />
      </Card>
    </Box>
  );
}
