import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TableCell,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { Confirm, useCanAccess, useTranslate } from 'react-admin';
import { normalizeDmy } from '../../../common/date';
import { formatMoney, kurusToNumber } from '../../../common/money';
import type { AdvanceMovement } from '../../dataProvider/custom/property';
import { useDataWrite, type WriteOptions } from '../../dataProvider/useData';
import { isUsableDmy, today } from '../../lib/DmyField';
import { PagedTable, usePagedQuery } from '../../lib/PagedTable';
import { HiddenLabelCell } from '../../lib/TableParts';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { CashAccountSelect, DateAndDescriptionFields, MoneyField } from '../../money/MoneyFields';
import { moneyInputText, readMoney, useCashAccountChoice } from '../../money/moneyInputs';

type Mode = 'deposit' | 'withdraw' | 'edit';

/**
 * A resident's advance (avans): the balance, its movements, a deposit (whole TL into a cash account), a
 * withdrawal (never more than the balance: the server says so in Turkish) and changing or deleting a deposit.
 */
export function ResidentAdvances({
  residentId,
  residentName,
  onChanged,
  showTitle = false,
}: {
  residentId: number;
  residentName?: string;
  /** Called after a change (the balances list reloads). */
  onChanged?(): void;
  showTitle?: boolean;
}) {
  const translate = useTranslate();
  const t = useScopedTranslate('app.advances');
  const { canAccess: canCreate } = useCanAccess({ resource: 'residents', action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'residents', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'residents', action: 'delete' });
  const movements = usePagedQuery('advanceMovements', { resident_id: residentId });
  const [dialog, setDialog] = useState<{ mode: Mode; movement?: AdvanceMovement } | null>(null);
  const [deleting, setDeleting] = useState<AdvanceMovement | null>(null);
  const removal = useDataWrite('deleteAdvance', { invalidates: ['advanceMovements'] });
  const { rows } = movements;
  const balance = movements.totals?.balance;

  const remove = async () => {
    if (!deleting) return;
    const { answer } = await removal.run({ id: deleting.id });
    if (answer) {
      setDeleting(null);
      onChanged?.();
    }
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          {showTitle && residentName && (
            <Typography variant="h6" component="h2">
              {residentName}
            </Typography>
          )}
          <Typography aria-live="polite">
            {balance === undefined ? '\u00a0' : t('balance', { amount: formatMoney(balance) })}
          </Typography>
        </Box>
        {canCreate && (
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setDialog({ mode: 'deposit' })}
            >
              {t('deposit')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<RemoveIcon />}
              onClick={() => setDialog({ mode: 'withdraw' })}
            >
              {t('withdraw')}
            </Button>
          </Stack>
        )}
      </Stack>
      <PagedTable
        list={movements}
        label={t('movements')}
        head={
          <>
            <TableCell>{translate('app.payments.date')}</TableCell>
            <TableCell>{t('kind')}</TableCell>
            <TableCell>{translate('app.payments.cash_account')}</TableCell>
            <TableCell>{translate('app.payments.description')}</TableCell>
            <TableCell align="right">{translate('app.payments.amount')}</TableCell>
            <HiddenLabelCell>{translate('app.payments.actions')}</HiddenLabelCell>
          </>
        }
        columns={6}
        emptyText={t('no_movements')}
        cards
      >
        {rows.map((movement) => (
          <TableRow key={movement.id}>
            <TableCell className="card-title" sx={{ whiteSpace: 'nowrap' }}>
              {movement.date}
            </TableCell>
            <TableCell data-label={t('kind')}>{movement.kind_name}</TableCell>
            <TableCell data-label={translate('app.payments.cash_account')}>
              {movement.account ?? '—'}
            </TableCell>
            <TableCell className="card-wide" data-label={translate('app.payments.description')}>
              {movement.description || movement.debt_description || ''}
            </TableCell>
            <TableCell
              align="right"
              data-label={translate('app.payments.amount')}
              sx={{
                whiteSpace: 'nowrap',
                fontWeight: 500,
                color: movement.amount < 0 ? 'error.main' : 'success.dark',
              }}
            >
              {movement.amount > 0 ? '+' : ''}
              {formatMoney(movement.amount)}
            </TableCell>
            <TableCell align="right" className="card-end" sx={{ whiteSpace: 'nowrap' }}>
              {movement.editable && canEdit && (
                <Tooltip title={translate('ra.action.edit')}>
                  <IconButton
                    size="small"
                    aria-label={t('edit_named', { date: movement.date })}
                    onClick={() => setDialog({ mode: 'edit', movement })}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              {movement.editable && canDelete && (
                <Tooltip title={translate('ra.action.delete')}>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={t('delete_named', { date: movement.date })}
                    onClick={() => setDeleting(movement)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </TableCell>
          </TableRow>
        ))}
      </PagedTable>
      <AdvanceDialog
        residentId={residentId}
        residentName={residentName}
        balance={balance}
        state={dialog}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          onChanged?.();
        }}
      />
      <Confirm
        isOpen={deleting !== null}
        loading={removal.busy}
        title={t('delete_title')}
        content={t('delete_text', {
          amount: deleting ? formatMoney(deleting.amount) : '',
          date: deleting?.date ?? '',
        })}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** Deposit, withdrawal or a change of a deposit. The server's Turkish error stays in the dialog. */
function AdvanceDialog({
  residentId,
  residentName,
  balance,
  state,
  onClose,
  onDone,
}: {
  residentId: number;
  residentName?: string;
  balance?: number;
  state: { mode: Mode; movement?: AdvanceMovement } | null;
  onClose(): void;
  onDone(): void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const t = useScopedTranslate('app.advances');
  const mode = state?.mode ?? 'deposit';
  const { accounts, accountsLoading, accountId, setAccountId } = useCashAccountChoice();
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today());
  const [description, setDescription] = useState('');
  // The balance and the movements show the change before the dialog closes; a refusal is said once, in the dialog.
  const options: WriteOptions = { invalidates: ['advanceMovements', 'cashAccounts'], failureShown: true };
  const writes = {
    deposit: useDataWrite('depositAdvance', options),
    withdraw: useDataWrite('withdrawAdvance', options),
    edit: useDataWrite('updateAdvance', options),
  };
  const { busy, errors, failure, reset } = writes[mode];

  useEffect(() => {
    if (!state) return;
    const movement = state.movement;
    setAmount(movement ? String(Math.abs(movement.amount)) : '');
    setDate(movement?.date ?? today());
    setDescription(movement?.description ?? '');
    setAccountId(movement?.account_id ?? '');
    reset();
  }, [state, setAccountId, reset]);

  const whole = mode !== 'withdraw';
  const reading = readMoney(amount, { whole });
  const needsAccount = mode !== 'edit';
  const ready =
    reading !== null && 'kurus' in reading && (!needsAccount || accountId !== '') && isUsableDmy(date);

  const submit = async () => {
    if (!ready || busy || !state) return;
    const kurus = (reading as { kurus: bigint }).kurus;
    // Advances are whole TL: the amount goes as an integer (docs/domain.md, "Input rules"); a withdrawal may have
    // kuruş.
    const value = whole ? Number(kurus / 100n) : kurusToNumber(kurus);
    const common = { amount: value, date: normalizeDmy(date), description: description.trim() || null };
    const { answer } =
      mode === 'edit'
        ? await writes.edit.run({ id: state.movement!.id, ...common })
        : await writes[mode].run({ resident_id: residentId, account_id: Number(accountId), ...common });
    if (answer) onDone();
  };

  const title = t(`${mode}_title`);
  return (
    <Dialog open={state !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogContent sx={{ pt: '4px !important' }}>
          <Stack spacing={2}>
            {(residentName || balance !== undefined) && (
              <Typography color="text.secondary">
                {residentName ? `${residentName} · ` : ''}
                {balance !== undefined ? t('balance', { amount: formatMoney(balance) }) : ''}
              </Typography>
            )}
            {failure && Object.keys(errors).length === 0 && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <MoneyField
              label={translate('app.payments.amount')}
              value={amount}
              onChange={setAmount}
              whole={whole}
              serverError={errors.amount}
              helperText={whole ? t('whole_hint') : undefined}
              required
              autoFocus
            />
            {mode === 'withdraw' && balance !== undefined && balance > 0 && (
              <Box>
                <Button size="small" onClick={() => setAmount(moneyInputText(balance))}>
                  {t('withdraw_all', { amount: formatMoney(balance) })}
                </Button>
              </Box>
            )}
            {needsAccount && (
              <CashAccountSelect
                accounts={accounts}
                loading={accountsLoading}
                value={accountId}
                onChange={setAccountId}
                serverError={errors.account_id}
                required
              />
            )}
            <DateAndDescriptionFields
              date={date}
              onDate={setDate}
              description={description}
              onDescription={setDescription}
              errors={errors}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!ready || busy}>
            {t(`${mode}_submit`)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
