import { Alert, Box, Stack } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { MESSAGES } from '../../../common/messages';
import type { SystemLogFilter } from '../../dataProvider/custom/systemLogs';
import { usePagedQuery } from '../../lib/PagedTable';
import { Pager } from '../../lib/Pager';
import { SystemLogEntryCard } from './SystemLogEntryCard';
import { SystemLogFilterForm } from './SystemLogFilterForm';

/** Sistem kayıtları: the account's audit log, newest first, filtered by table, user and days. */
export function SystemLogsPage() {
  const [filter, setFilter] = useState<SystemLogFilter>({});
  const list = usePagedQuery('systemLogs', filter);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="app.system_logs.title" />
      <SystemLogFilterForm
        onApply={(next) => {
          setFilter(next);
          list.setPage(1);
        }}
      />
      {list.loaded && !list.loading && list.rows.length === 0 ? (
        <Alert severity="info">{MESSAGES.nothingToList}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }} aria-busy={list.loading}>
          {list.rows.map((entry) => (
            <SystemLogEntryCard key={entry.id} entry={entry} />
          ))}
        </Box>
      )}
      <Pager {...list.pager} />
    </Stack>
  );
}
