import { TableCell, TableRow, Typography } from '@mui/material';
import { formatIstanbulInstant } from '../../../common/date';
import { PagedTable, usePagedQuery } from '../../lib/PagedTable';
import { useScopedTranslate } from '../../lib/useScopedTranslate';

/** Each run of a rule, newest first: what went out, what failed and why. */
export function RunHistory() {
  const t = useScopedTranslate('app.reminders');
  const list = usePagedQuery('reminderRuns', {});
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('history')}
      </Typography>
      <PagedTable
        list={list}
        label={t('history')}
        columns={7}
        emptyText={t('no_runs')}
        head={
          <>
            <TableCell>{t('run_date')}</TableCell>
            <TableCell>{t('run_rule')}</TableCell>
            <TableCell>{t('run_kind')}</TableCell>
            <TableCell>{t('run_started')}</TableCell>
            <TableCell align="right">{t('sent')}</TableCell>
            <TableCell align="right">{t('failed')}</TableCell>
            <TableCell align="right">{t('skipped')}</TableCell>
          </>
        }
      >
        {list.rows.map((run) => (
          <TableRow key={run.id}>
            <TableCell>{run.date}</TableCell>
            <TableCell>{run.rule_name}</TableCell>
            <TableCell>{t(run.manual ? 'run_manual' : 'run_daily')}</TableCell>
            <TableCell>{formatIstanbulInstant(run.started_at)}</TableCell>
            <TableCell align="right">{run.sent}</TableCell>
            <TableCell align="right" title={run.errors.join(' ')}>
              {run.failed}
            </TableCell>
            <TableCell align="right">{run.skipped}</TableCell>
          </TableRow>
        ))}
      </PagedTable>
    </>
  );
}
