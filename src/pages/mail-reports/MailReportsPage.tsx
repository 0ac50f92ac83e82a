import { Box, Card, CardContent, TableCell, TableRow, Typography } from '@mui/material';
import { Title } from 'react-admin';
import type { MailRow } from '../../dataProvider/custom/mail';
import { instantText } from '../../lib/instantText';
import { PagedTable, usePagedQuery } from '../../lib/PagedTable';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { MailStatusChip } from './MailStatusChip';

const COLUMNS = ['time', 'to', 'subject', 'kind', 'status', 'answer'] as const;

/** When the message left, or when it was written if it has not left. */
const timeOf = (row: MailRow) => instantText(row.sent_at ?? row.created_at);

/**
 * E-posta raporları (docs/mail.md, "Reports"): each e-mail with its recipient, subject, kind, status and the
 * provider's answer, newest first and paged; one card per message on a phone.
 */
export function MailReportsPage() {
  const t = useScopedTranslate('app.mail_reports');
  const list = usePagedQuery('mailReports', {}, 25);
  const label = (column: (typeof COLUMNS)[number]) => ({ 'data-label': t(column) });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.mail_reports.title" />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1">
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('explain')}
          </Typography>
          <PagedTable
            list={list}
            label={t('title')}
            columns={COLUMNS.length}
            cards
            emptyText={t('empty')}
            head={COLUMNS.map((column) => <TableCell key={column}>{t(column)}</TableCell>)}
          >
            {list.rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell className="card-wide" {...label('time')}>
                  {timeOf(row)}
                </TableCell>
                <TableCell className="card-title">{row.to}</TableCell>
                <TableCell className="card-wide" {...label('subject')}>
                  {row.subject}
                </TableCell>
                <TableCell {...label('kind')}>{t(`kinds.${row.kind}`, { _: row.kind })}</TableCell>
                <TableCell {...label('status')}>
                  <MailStatusChip status={row.status} />
                </TableCell>
                <TableCell className="card-wide" {...label('answer')} sx={{ overflowWrap: 'anywhere' }}>
                  {row.answer ?? ''}
                </TableCell>
              </TableRow>
            ))}
          </PagedTable>
        </CardContent>
      </Card>
    </Box>
  );
}
