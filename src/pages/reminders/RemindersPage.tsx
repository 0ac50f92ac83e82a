import { Divider, Stack, Typography } from '@mui/material';
import { Title, useCanAccess } from 'react-admin';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { PreviewPanel } from './PreviewPanel';
import { RulesTable } from './RulesTable';
import { RunHistory } from './RunHistory';

/** Hatırlatmalar (docs/reminders.md): the rules and their effect, a day's preview with "Şimdi çalıştır", the history. */
export function RemindersPage() {
  const t = useScopedTranslate('app.reminders');
  const { canAccess: canEdit } = useCanAccess({ resource: 'sms', action: 'edit' });
  const { canAccess: canRun } = useCanAccess({ resource: 'sms', action: 'send' });
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      {/* The app bar names the page, as every other page's does. */}
      <Title title={t('title')} />
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <RulesTable canEdit={Boolean(canEdit)} />
      <Divider />
      <PreviewPanel canRun={Boolean(canRun)} />
      <Divider />
      <RunHistory />
    </Stack>
  );
}
