import { TableCell, TableRow, Typography } from '@mui/material';
import { formatIstanbulInstant } from '../../../common/date';
import { PagedTable, usePagedQuery } from '../../lib/PagedTable';
import { useScopedTranslate } from '../../lib/useScopedTranslate';

/**
 * Each run of a rule, newest first: what went out, what failed and why. On a phone each run is a card titled by its
 * day, every value named (src/lib/phoneCards.ts), instead of a table scrolling sideways in its card. Why sends
 * failed is written out on its row, not in a tooltip: a phone has no hover.
 */
export function RunHistory() {
  const t = useScopedTranslate('app.reminders');
  const list = usePagedQuery('reminderRuns', {});
  const label = (key: string) => ({ 'data-label': t(key) });
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('history')}
      </Typography>
      <PagedTable
        list={list}
        label={t('history')}
        columns={8}
        cards
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
            <TableCell>{t('failure_reasons')}</TableCell>
          </>
        }
      >
        {list.rows.map((run) => (
          <TableRow key={run.id}>
            <TableCell className="card-title">{run.date}</TableCell>
            <TableCell className="card-wide" {...label('run_rule')}>
              {run.rule_name}
            </TableCell>
            <TableCell {...label('run_kind')}>{t(run.manual ? 'run_manual' : 'run_daily')}</TableCell>
            <TableCell {...label('run_started')}>{formatIstanbulInstant(run.started_at)}</TableCell>
            <TableCell align="right" {...label('sent')}>
              {run.sent}
            </TableCell>
            <TableCell align="right" {...label('failed')}>
              {run.failed}
            </TableCell>
            <TableCell align="right" {...label('skipped')}>
              {run.skipped}
            </TableCell>
            <TableCell className="card-wide" {...label('failure_reasons')}>
              {run.errors.join(' ')}
            </TableCell>
          </TableRow>
        ))}
      </PagedTable>
    </>
  );
}
