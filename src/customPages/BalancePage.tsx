import DeleteIcon from '@mui/icons-material/Delete';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Confirm, Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { formatMoney } from '../../common/money';
import { formatPhone } from '../../common/phone';
import { http } from '../dataProvider/http';
import { callApi } from '../lib/callApi';
import { tableScroll } from '../lib/DebtTable';
import type { ListWithTotals } from '../lib/moneyApi';
import { Pager } from '../lib/Pager';
import { ReceiptButton } from '../lib/ReceiptButton';
import { ResidentPicker } from '../resources/apartments/ResidentPicker';
import { visuallyHidden } from '../resources/apartments/shared';
import { useApiGet } from '../resources/apartments/useApiGet';
import { ResidentAdvances } from '../resources/residents/ResidentAdvances';

interface BalanceRow {
  resident_id: number;
  name: string;
  surname: string;
  phone: string | null;
  balance: number;
}

interface TransferRow {
  id: number;
  kind: string;
  kind_name: string;
  direction: 'in' | 'out';
  amount: number;
  account_id: number;
  account: string;
  resident_id: number | null;
  resident_name: string | null;
  date: string;
  description: string | null;
  receipt_id: number | null;
  receipt_number: number | null;
  deletable: boolean;
}

type TabName = 'balances' | 'transfers';

/**
 * Bakiye işlemleri: residents' advance balances with each one's movements, deposits and withdrawals, and the
 * payments-and-transfers list (every cash movement of collections and advances) where one can be undone.
 */
export function BalancePage() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.advances.${key}`, options);
  const { canAccess: canAdvances } = useCanAccess({ resource: 'residents', action: 'list' });
  const { canAccess: canTransfers } = useCanAccess({ resource: 'accounting', action: 'list' });
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab') === 'transfers' ? 'transfers' : 'balances';
  const tab: TabName =
    wanted === 'transfers' && canTransfers ? 'transfers' : canAdvances ? 'balances' : 'transfers';
  const tabs: TabName[] = [
    ...(canAdvances ? ['balances' as const] : []),
    ...(canTransfers ? ['transfers' as const] : []),
  ];

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={t('title')} />
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      {tabs.length === 0 ? (
        <Alert severity="warning">{t('not_allowed')}</Alert>
      ) : (
        <Card>
          <Tabs
            value={tab}
            onChange={(_, next: TabName) =>
              setParams(next === 'balances' ? {} : { tab: next }, { replace: true })
            }
            aria-label={t('title')}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.map((name) => (
              <Tab
                key={name}
                value={name}
                label={t(`tab_${name}`)}
                id={`balance-tab-${name}`}
                aria-controls={`balance-tabpanel-${name}`}
              />
            ))}
          </Tabs>
          <CardContent>
            <div role="tabpanel" id={`balance-tabpanel-${tab}`} aria-labelledby={`balance-tab-${tab}`}>
              {tab === 'balances' ? <Balances /> : <Transfers />}
            </div>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

/** Every resident with an advance, their balance, and a dialog with one resident's movements. */
function Balances() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.advances.${key}`, options);
  const [key, setKey] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(key.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [key]);
  const balances = useApiGet<ListWithTotals<BalanceRow, { balance: number }>>('/advance/payments', {
    page,
    per_page: perPage,
    ...(search ? { key: search } : {}),
  });
  const rows = balances.data?.Records ?? [];
  const total = balances.data?.AdditionalData?.balance;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField
          label={t('search')}
          value={key}
          onChange={(event) => setKey(event.target.value)}
          sx={{ width: { xs: '100%', sm: 340 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <ResidentPicker
          value={null}
          onChange={(resident) => {
            if (resident) setOpen({ id: resident.id, name: `${resident.name} ${resident.surname}` });
          }}
          label={t('other_resident')}
        />
      </Stack>
      <Box sx={tableScroll}>
        <Table size="small" aria-label={t('tab_balances')} aria-busy={balances.loading}>
          <TableHead>
            <TableRow>
              <TableCell>{t('resident')}</TableCell>
              <TableCell>{t('phone')}</TableCell>
              <TableCell align="right">{t('balance_column')}</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {translate('app.payments.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const name = `${row.name} ${row.surname}`;
              return (
                <TableRow
                  key={row.resident_id}
                  hover
                  sx={{ cursor: 'pointer' }}
                  onClick={() => setOpen({ id: row.resident_id, name })}
                >
                  <TableCell>{name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.phone ? formatPhone(row.phone) : ''}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
                    {formatMoney(row.balance)}
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={(event) => {
                        event.stopPropagation();
                        setOpen({ id: row.resident_id, name });
                      }}
                      aria-label={t('open_named', { name })}
                    >
                      {t('open')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
            {!balances.loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>
                  <Typography color="text.secondary">{t('no_balances')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
          {total !== undefined && rows.length > 0 && (
            <TableFooter>
              <TableRow sx={{ '& td': { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' } }}>
                <TableCell colSpan={2}>{translate('app.payments.total')}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(total)}
                </TableCell>
                <TableCell />
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </Box>
      <Pager
        page={page}
        perPage={perPage}
        total={balances.data?.TotalRecords ?? 0}
        onPage={setPage}
        onPerPage={setPerPage}
      />
      <ResidentDialog title={open?.name ?? ''} open={open !== null} onClose={() => setOpen(null)}>
        {open && (
          <ResidentAdvances
            residentId={open.id}
            residentName={open.name}
            onChanged={() => void balances.reload()}
          />
        )}
      </ResidentDialog>
    </Stack>
  );
}

function ResidentDialog({
  title,
  open,
  onClose,
  children,
}: {
  title: string;
  open: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate('app.advances.resident_title', { name: title })}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Payments and transfers (GET /user/transfer): every cash movement, newest first; one can be undone. */
function Transfers() {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.transfers.${key}`, options);
  const { canAccess: canDelete } = useCanAccess({ resource: 'accounting', action: 'delete' });
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const transfers = useApiGet<ListWithTotals<TransferRow, never>>('/user/transfer', {
    page,
    per_page: perPage,
  });
  const [deleting, setDeleting] = useState<TransferRow | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = transfers.data?.Records ?? [];

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const answer = await callApi(() =>
        http.delete<{ description: string }>(`/user/transfer/${deleting.id}`),
      );
      notify(answer.description, { type: 'success' });
      setDeleting(null);
      await transfers.reload();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('explain')}</Typography>
      <Box sx={tableScroll}>
        <Table size="small" aria-label={t('title')} aria-busy={transfers.loading}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.payments.date')}</TableCell>
              <TableCell>{t('kind')}</TableCell>
              <TableCell>{t('resident')}</TableCell>
              <TableCell>{translate('app.payments.cash_account')}</TableCell>
              <TableCell>{translate('app.payments.description')}</TableCell>
              <TableCell align="right">{translate('app.payments.amount')}</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {translate('app.payments.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.date}</TableCell>
                <TableCell>
                  {row.kind_name}
                  {row.receipt_number ? ` · ${t('receipt_no', { number: row.receipt_number })}` : ''}
                </TableCell>
                <TableCell>{row.resident_name ?? ''}</TableCell>
                <TableCell>{row.account}</TableCell>
                <TableCell>{row.description ?? ''}</TableCell>
                <TableCell
                  align="right"
                  sx={{
                    whiteSpace: 'nowrap',
                    fontWeight: 500,
                    color: row.direction === 'out' ? 'error.main' : 'success.dark',
                  }}
                >
                  {row.direction === 'out' ? '−' : '+'}
                  {formatMoney(row.amount)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {row.receipt_id && <ReceiptButton receiptId={row.receipt_id} number={row.receipt_number} />}
                  {row.deletable && canDelete && (
                    <Button
                      size="small"
                      color="error"
                      startIcon={<DeleteIcon />}
                      onClick={() => setDeleting(row)}
                      aria-label={t('delete_named', { kind: row.kind_name, date: row.date })}
                    >
                      {translate('ra.action.delete')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {!transfers.loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>
                  <Typography color="text.secondary">{t('none')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <Pager
        page={page}
        perPage={perPage}
        total={transfers.data?.TotalRecords ?? 0}
        onPage={setPage}
        onPerPage={setPerPage}
      />
      <Confirm
        isOpen={deleting !== null}
        loading={busy}
        title={t('delete_title')}
        content={
          deleting
            ? t(`delete_text_${deleting.kind === 'collection' ? 'collection' : 'advance'}`, {
                kind: deleting.kind_name,
                amount: formatMoney(deleting.amount),
                date: deleting.date,
              })
            : ''
        }
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
