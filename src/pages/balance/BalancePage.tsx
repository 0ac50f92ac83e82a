import DeleteIcon from '@mui/icons-material/Delete';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import SearchIcon from '@mui/icons-material/Search';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Confirm, useCanAccess, useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import { phoneText } from '../../../common/phone';
import type { TransferRow } from '../../dataProvider/custom/money';
import { useDataWrite } from '../../dataProvider/useData';
import { PagedTable, usePagedQuery } from '../../lib/PagedTable';
import { useWideScreen } from '../../lib/PhoneFilters';
import { TabbedPage } from '../../lib/TabbedPage';
import { HiddenLabelCell } from '../../lib/TableParts';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { ReceiptButton } from '../../money/ReceiptButton';
import { UndoCollectionButton } from '../../money/UndoCollectionButton';
import { ResidentPicker } from '../../resources/apartments/ResidentPicker';
import { ResidentAdvances } from '../../resources/residents/ResidentAdvances';

type TabName = 'balances' | 'transfers';

/**
 * Bakiye işlemleri: residents' advance balances with each one's movements, deposits and withdrawals, and the
 * payments-and-transfers list (every cash movement of collections and advances) where one can be undone.
 */
/** Why a row cannot be undone here: a tooltip on a wide screen, written on the card on a phone (no hover there). */
function NotHereReason({ reason }: { reason: string }) {
  const t = useScopedTranslate('app.transfers');
  if (!useWideScreen())
    return (
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'normal', textAlign: 'left' }}>
        {t('not_here_text')}: {reason}
      </Typography>
    );
  return (
    <Tooltip title={reason}>
      <InfoOutlinedIcon
        fontSize="small"
        color="action"
        tabIndex={0}
        titleAccess={`${t('not_here')}: ${reason}`}
        sx={{ verticalAlign: 'middle', ml: 1 }}
      />
    </Tooltip>
  );
}

export function BalancePage() {
  const t = useScopedTranslate('app.advances');
  const { canAccess: canAdvances } = useCanAccess({ resource: 'residents', action: 'list' });
  const { canAccess: canTransfers } = useCanAccess({ resource: 'accounting', action: 'list' });
  const tabs: TabName[] = [
    ...(canAdvances ? ['balances' as const] : []),
    ...(canTransfers ? ['transfers' as const] : []),
  ];

  return (
    <TabbedPage
      title={t('title')}
      tabs={tabs}
      firstTab="balances"
      idPrefix="balance"
      tabLabel={(name) => t(`tab_${name}`)}
      notAllowed={t('not_allowed')}
    >
      {(tab) => (tab === 'balances' ? <Balances /> : <Transfers />)}
    </TabbedPage>
  );
}

/** Every resident with an advance, their balance, and a dialog with one resident's movements. */
function Balances() {
  const translate = useTranslate();
  const t = useScopedTranslate('app.advances');
  const [key, setKey] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  const balances = usePagedQuery('advanceBalances', search ? { key: search } : {});
  const { rows, setPage } = balances;
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(key.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [key, setPage]);
  const total = balances.totals?.balance;

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
      <PagedTable
        list={balances}
        label={t('tab_balances')}
        cards
        head={
          <>
            <TableCell>{t('resident')}</TableCell>
            <TableCell>{t('phone')}</TableCell>
            <TableCell align="right">{t('balance_column')}</TableCell>
            <HiddenLabelCell>{translate('app.payments.actions')}</HiddenLabelCell>
          </>
        }
        columns={4}
        emptyText={t('no_balances')}
        totals={
          total !== undefined && (
            <>
              <TableCell colSpan={2}>{translate('app.payments.total')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(total)}
              </TableCell>
              <TableCell />
            </>
          )
        }
      >
        {rows.map((row) => {
          const name = `${row.name} ${row.surname}`;
          return (
            <TableRow
              key={row.resident_id}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={() => setOpen({ id: row.resident_id, name })}
            >
              <TableCell className="card-title">{name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-label={t('phone')}>
                {row.phone ? phoneText(row.phone) : ''}
              </TableCell>
              <TableCell
                align="right"
                sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}
                data-label={t('balance_column')}
              >
                {formatMoney(row.balance)}
              </TableCell>
              <TableCell align="right" className="card-end">
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
      </PagedTable>
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
  const t = useScopedTranslate('app.transfers');
  const { canAccess: canDelete } = useCanAccess({ resource: 'accounting', action: 'delete' });
  const transfers = usePagedQuery('transfers', {});
  const [deleting, setDeleting] = useState<TransferRow | null>(null);
  // Undoing a movement changes the cash balances and, for a collection, the debts it paid.
  const removal = useDataWrite('deleteTransfer', { invalidates: ['cashAccounts', 'payerDebts'] });
  const { rows } = transfers;
  // Every kind in the user's language: the catalogue's name, the server's Turkish one for a kind it lacks.
  const kindOf = (row: TransferRow) => translate(`app.transfers.kinds.${row.kind}`, { _: row.kind_name });

  const remove = async () => {
    if (!deleting) return;
    const { answer } = await removal.run({ id: deleting.id });
    setDeleting(null);
    if (answer) await transfers.reload();
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('explain')}</Typography>
      <PagedTable
        list={transfers}
        label={t('title')}
        cards
        head={
          <>
            <TableCell>{translate('app.payments.date')}</TableCell>
            <TableCell>{t('kind')}</TableCell>
            <TableCell>{t('resident')}</TableCell>
            <TableCell>{translate('app.payments.cash_account')}</TableCell>
            <TableCell>{translate('app.payments.description')}</TableCell>
            <TableCell align="right">{translate('app.payments.amount')}</TableCell>
            <HiddenLabelCell>{translate('app.payments.actions')}</HiddenLabelCell>
          </>
        }
        columns={7}
        emptyText={t('none')}
      >
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }} className="card-title">
              {row.date}
            </TableCell>
            <TableCell data-label={t('kind')}>
              {kindOf(row)}
              {row.receipt_number ? ` · ${t('receipt_no', { number: row.receipt_number })}` : ''}
            </TableCell>
            <TableCell data-label={t('resident')}>{row.resident_name ?? ''}</TableCell>
            <TableCell data-label={translate('app.payments.cash_account')}>{row.account}</TableCell>
            <TableCell className="card-wide" data-label={translate('app.payments.description')}>
              {row.description ?? ''}
            </TableCell>
            <TableCell
              align="right"
              data-label={translate('app.payments.amount')}
              sx={{
                whiteSpace: 'nowrap',
                fontWeight: 500,
                color: row.direction === 'out' ? 'error.main' : 'success.dark',
              }}
            >
              {row.direction === 'out' ? '−' : '+'}
              {formatMoney(row.amount)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} className="card-end">
              {row.receipt_id && <ReceiptButton receiptId={row.receipt_id} number={row.receipt_number} />}
              {row.kind === 'collection' && row.receipt_id && (
                <UndoCollectionButton
                  receiptId={row.receipt_id}
                  number={row.receipt_number}
                  onUndone={() => void transfers.reload()}
                />
              )}
              {row.kind !== 'collection' && row.deletable && canDelete && (
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteIcon />}
                  onClick={() => setDeleting(row)}
                  aria-label={t('delete_named', { kind: kindOf(row), date: row.date })}
                >
                  {translate('ra.action.delete')}
                </Button>
              )}
              {!row.deletable && row.not_deletable_reason && (
                <NotHereReason reason={row.not_deletable_reason} />
              )}
            </TableCell>
          </TableRow>
        ))}
      </PagedTable>
      <Confirm
        isOpen={deleting !== null}
        loading={removal.busy}
        title={t('delete_title')}
        content={
          deleting
            ? t(`delete_text_${deleting.kind === 'collection' ? 'collection' : 'advance'}`, {
                kind: kindOf(deleting),
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
