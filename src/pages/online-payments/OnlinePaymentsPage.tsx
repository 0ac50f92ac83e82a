import DownloadIcon from '@mui/icons-material/Download';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { normalizeDmy, readsAsDmy } from '../../../common/date';
import { formatMoney } from '../../../common/money';
import type { AppDataProvider } from '../../dataProvider';
import type {
  OnlinePaymentFilter,
  OnlinePaymentRow,
  OnlinePaymentStatus,
} from '../../dataProvider/custom/onlinePayments';
import { useAppDataProvider } from '../../dataProvider/useData';
import { downloadXlsx } from '../../lib/excelExport';
import { instantText } from '../../lib/instantText';
import { PagedTable, usePagedQuery } from '../../lib/PagedTable';
import { HiddenLabelCell } from '../../lib/TableParts';
import { RefundDialog } from './RefundDialog';

const STATUSES: OnlinePaymentStatus[] = ['pending', 'paid', 'failed', 'refunded'];
const text = (key: string) => `app.online_payments.${key}`;

/** Every payment the filter matches, page by page, for the Excel file. */
async function readAll(dataProvider: AppDataProvider, filter: OnlinePaymentFilter) {
  const rows: OnlinePaymentRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await dataProvider.onlinePayments({ ...filter, page, per_page: 100 });
    rows.push(...answer.Records);
    if (answer.Records.length === 0 || rows.length >= answer.TotalRecords) return rows;
  }
}

/**
 * Online ödemeler: the dues residents paid by card, filtered by status and days, with the provider's reference
 * and commission, Excel, and the refund of a paid one (which the server undoes through the provider).
 */
export function OnlinePaymentsPage() {
  const translate = useTranslate();
  // A refund undoes a collection (the server's delete right): hidden from a support session and a level-1 user.
  const { canAccess: canRefund } = useCanAccess({ resource: 'accounting', action: 'delete' });
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [status, setStatus] = useState<OnlinePaymentStatus | ''>('');
  const [days, setDays] = useState({ start: '', end: '' });
  const usable = (day: string) => day !== '' && readsAsDmy(day);
  const filter: OnlinePaymentFilter = {
    ...(status && { status }),
    ...(usable(days.start) && { start_date: normalizeDmy(days.start) }),
    ...(usable(days.end) && { end_date: normalizeDmy(days.end) }),
  };
  const list = usePagedQuery('onlinePayments', filter, 25);
  const [refunding, setRefunding] = useState<OnlinePaymentRow | null>(null);
  const statusText = (value: OnlinePaymentStatus) => translate(text(`statuses.${value}`));
  const providerText = (row: OnlinePaymentRow) => translate(text(`providers.${row.provider}`));
  const columns = [
    'created_at',
    'resident',
    'apartment',
    'amount',
    'fee',
    'provider',
    'provider_ref',
    'status',
    'paid_at',
  ];

  const exportExcel = async () => {
    try {
      const rows = await readAll(dataProvider, filter);
      await downloadXlsx(
        [
          columns.map((column) => translate(text(column))),
          ...rows.map((row) => [
            instantText(row.created_at),
            row.resident_name,
            row.flats,
            row.amount,
            row.fee,
            providerText(row),
            row.provider_ref,
            statusText(row.status),
            instantText(row.paid_at),
          ]),
        ],
        translate(text('file')),
        translate(text('title')),
      );
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  const day = (end: 'start' | 'end') => (
    <TextField
      size="small"
      label={translate(text(`${end}_date`))}
      placeholder="GG.AA.YYYY"
      value={days[end]}
      error={days[end] !== '' && !usable(days[end])}
      helperText={days[end] !== '' && !usable(days[end]) ? translate(text('bad_date')) : undefined}
      onChange={(event) => {
        setDays({ ...days, [end]: event.target.value });
        list.setPage(1);
      }}
      onBlur={() => setDays({ ...days, [end]: normalizeDmy(days[end]) })}
    />
  );

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={text('title')} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h6" component="h1">
              {translate(text('title'))}
            </Typography>
            <Button startIcon={<DownloadIcon />} onClick={() => void exportExcel()}>
              {translate(text('excel'))}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(text('explain'))}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <TextField
              select
              size="small"
              label={translate(text('status'))}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as OnlinePaymentStatus | '');
                list.setPage(1);
              }}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">{translate(text('all'))}</MenuItem>
              {STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {statusText(value)}
                </MenuItem>
              ))}
            </TextField>
            {day('start')}
            {day('end')}
          </Stack>
          <PagedTable
            list={list}
            label={translate(text('title'))}
            columns={columns.length + 1}
            cards
            emptyText={translate(text('empty'))}
            head={
              <>
                {columns.map((column) => (
                  <TableCell key={column} align={column === 'amount' || column === 'fee' ? 'right' : 'left'}>
                    {translate(text(column))}
                  </TableCell>
                ))}
                <HiddenLabelCell>{translate(text('actions'))}</HiddenLabelCell>
              </>
            }
          >
            {list.rows.map((row) => {
              const label = (column: string) => ({ 'data-label': translate(text(column)) });
              return (
                <TableRow key={row.id}>
                  <TableCell className="card-wide" {...label('created_at')}>
                    {instantText(row.created_at)}
                  </TableCell>
                  <TableCell className="card-title">{row.resident_name}</TableCell>
                  <TableCell {...label('apartment')}>{row.flats}</TableCell>
                  <TableCell align="right" {...label('amount')}>
                    {formatMoney(row.amount)}
                  </TableCell>
                  <TableCell align="right" {...label('fee')}>
                    {formatMoney(row.fee)}
                  </TableCell>
                  <TableCell {...label('provider')}>{providerText(row)}</TableCell>
                  <TableCell {...label('provider_ref')}>{row.provider_ref}</TableCell>
                  <TableCell {...label('status')}>{statusText(row.status)}</TableCell>
                  <TableCell {...label('paid_at')}>{instantText(row.paid_at)}</TableCell>
                  <TableCell className="card-end" align="right">
                    {row.status === 'paid' && canRefund && (
                      <Button
                        size="small"
                        color="error"
                        startIcon={<UndoIcon />}
                        // The name starts with the visible text, as voice control users say it (axe
                        // label-content-name-mismatch).
                        aria-label={translate(text('refund_named'), { name: row.resident_name })}
                        onClick={() => setRefunding(row)}
                      >
                        {translate(text('refund'))}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </PagedTable>
        </CardContent>
      </Card>
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </Box>
  );
}
