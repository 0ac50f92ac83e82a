import UndoIcon from '@mui/icons-material/Undo';
import {
  Alert,
  Button,
  type ButtonProps,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useCanAccess, useRefresh, useTranslate } from 'react-admin';
import { formatMoney } from '../../common/money';
import { useDataQuery, useDataWrite } from '../dataProvider/useData';

/**
 * "Tahsilatı geri al" on a receipt (issue 26): for one who may delete collections, on a receipt not cancelled.
 * The dialog says what goes back before anything changes: each debt that reopens with its amount, the advance
 * and the cash account; the receipt stays, cancelled. A refusal the server foresees is shown instead of the button.
 */
export function UndoCollectionButton({
  receiptId,
  number,
  cancelled = false,
  size = 'small',
  onUndone,
}: {
  receiptId: number;
  number?: number | null;
  cancelled?: boolean;
  size?: ButtonProps['size'];
  onUndone?: () => void;
}) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'accounting', action: 'delete' });
  const [open, setOpen] = useState(false);
  if (!canAccess || cancelled) return null;
  return (
    <>
      <Button
        size={size}
        color="warning"
        startIcon={<UndoIcon />}
        onClick={() => setOpen(true)}
        aria-label={
          number ? translate('app.receipts.undo.button_number', { number: String(number) }) : undefined
        }
      >
        {translate('app.receipts.undo.button')}
      </Button>
      {open && (
        <UndoCollectionDialog receiptId={receiptId} onClose={() => setOpen(false)} onUndone={onUndone} />
      )}
    </>
  );
}

export function UndoCollectionDialog({
  receiptId,
  onClose,
  onUndone,
}: {
  receiptId: number;
  onClose: () => void;
  onUndone?: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.receipts.undo.${key}`, options);
  const titleId = useId();
  const refresh = useRefresh();
  const { data, isPending } = useDataQuery('receiptUndoPlan', { receiptId });
  const undo = useDataWrite('undoReceipt', { failureShown: true });
  const plan = data?.data;
  const refusal = undo.failure ?? plan?.refusal ?? null;

  const confirm = async () => {
    const { answer } = await undo.run({ receiptId });
    if (!answer) return;
    onClose();
    onUndone?.();
    // Debts, advances, cash balances and the receipt lists all change: every list on screen loads again.
    refresh();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {plan ? t('title_number', { number: String(plan.number) }) : t('title')}
      </DialogTitle>
      <DialogContent>
        {isPending || !plan ? (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        ) : (
          <>
            <Typography gutterBottom>
              {t('intro', {
                payer: plan.payer_name,
                date: plan.date,
                amount: formatMoney(plan.amount),
              })}
            </Typography>
            <ul>
              {plan.debts.map((debt) => (
                <li key={debt.debt_id}>
                  {t('debt_line', {
                    description: debt.description,
                    flat: debt.flat,
                    due_date: debt.due_date,
                    amount: formatMoney(debt.amount),
                    remaining: formatMoney(debt.remaining_after),
                  })}
                </li>
              ))}
              {plan.advance > 0 && (
                <li>{t('advance_line', { amount: formatMoney(plan.advance), payer: plan.payer_name })}</li>
              )}
              <li>{t('cash_line', { amount: formatMoney(plan.amount), account: plan.account })}</li>
              <li>{t('receipt_line', { number: String(plan.number) })}</li>
            </ul>
            {refusal && (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          color="warning"
          variant="contained"
          startIcon={<UndoIcon />}
          disabled={!plan || Boolean(refusal) || undo.busy}
          onClick={() => void confirm()}
        >
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
