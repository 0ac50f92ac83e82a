import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { DebtRow } from '../../dataProvider/custom/moneyAnswers';
import type { Batch, DebtBatchDelete, DebtDelete, DeletionAnswer } from '../../dataProvider/custom/property';
import { useDataWrite } from '../../dataProvider/useData';
import { useScopedTranslate } from '../../lib/useScopedTranslate';

/** What happens to the collections of the deleted debts (docs/domain.md, "Deleting debts and batches"). */
type Settlement = 'advance' | 'remove';

export interface DebtsToDelete {
  /** A batch (toplu borç: DELETE /multi/debt) or one debt (DELETE /delete/debt/single). */
  kind: 'batch' | 'debt';
  id: number;
  /** How the user knows it: the batch's description, "A Blok 5 · Aidat". */
  name: string;
  debtCount: number;
  /** Collected so far on the debts. */
  paid: number;
  /** The debt's resident (checked by the server on a single delete). */
  residentId?: number;
}

/** What the delete dialog needs of a batch. */
export const batchTarget = (batch: Batch): DebtsToDelete => ({
  kind: 'batch',
  id: batch.id,
  name: batch.description,
  debtCount: batch.debt_count,
  paid: batch.paid,
});

/** What the delete dialog needs of one debt. */
export const debtTarget = (debt: DebtRow): DebtsToDelete => ({
  kind: 'debt',
  id: debt.id,
  name: `${debt.building_name} ${debt.identifier} · ${debt.description}`,
  debtCount: 1,
  paid: debt.paid,
  residentId: debt.resident_id,
});

/** The body of a batch's delete: the choice travels as the flags of docs/domain.md, "Deleting debts and batches". */
export const batchDeleteBody = (target: DebtsToDelete, settlement: Settlement): DebtBatchDelete =>
  settlement === 'advance'
    ? { id: target.id, set_advance_payment: true, is_payment_delete: false }
    : { id: target.id, set_advance_payment: false, is_payment_delete: true };

/** The body of one debt's delete. */
export const debtDeleteBody = (target: DebtsToDelete, settlement: Settlement): DebtDelete => ({
  id: target.id,
  resident_id: target.residentId ?? null,
  set_advance_payment: settlement === 'advance',
});

/**
 * Deleting a batch or a debt asks what becomes of its collections: turned into the payers' advance
 * (set_advance_payment), or deleted and taken out of the cash accounts (is_payment_delete). Each choice is
 * explained in one sentence; the server's description is the toast.
 */
export function DeleteDebtsDialog({
  target,
  onClose,
  onDeleted,
}: {
  target: DebtsToDelete | null;
  onClose(): void;
  onDeleted(answer: DeletionAnswer): void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const choiceId = useId();
  const [settlement, setSettlement] = useState<Settlement>('advance');
  const deleteBatch = useDataWrite('deleteDebtBatch', { fallback: 'ra.notification.deleted' });
  const deleteDebt = useDataWrite('deleteDebt', { fallback: 'ra.notification.deleted' });
  const busy = deleteBatch.busy || deleteDebt.busy;

  const confirm = async () => {
    if (!target) return;
    const { answer } =
      target.kind === 'batch'
        ? await deleteBatch.run(batchDeleteBody(target, settlement))
        : await deleteDebt.run(debtDeleteBody(target, settlement));
    if (answer) {
      setSettlement('advance');
      onDeleted(answer);
    }
  };

  const t = useScopedTranslate('app.debt_delete');
  return (
    <Dialog
      open={target !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      {target && (
        <>
          <DialogTitle id={titleId}>
            {t(target.kind === 'batch' ? 'title_batch' : 'title_debt', { name: target.name })}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <Typography>
                {target.kind === 'batch'
                  ? t('explain_batch', { smart_count: target.debtCount })
                  : t('explain_debt')}
              </Typography>
              {target.paid > 0 ? (
                <Alert severity="warning">{t('paid_note', { amount: formatMoney(target.paid) })}</Alert>
              ) : (
                <Alert severity="info">{t('no_payments')}</Alert>
              )}
              <FormControl>
                <FormLabel id={choiceId}>{t('choice')}</FormLabel>
                <RadioGroup
                  aria-labelledby={choiceId}
                  value={settlement}
                  onChange={(event) => setSettlement(event.target.value as Settlement)}
                >
                  <FormControlLabel
                    value="advance"
                    control={<Radio />}
                    label={<Choice title={t('to_advance')} text={t('to_advance_explain')} />}
                    sx={{ alignItems: 'flex-start', mb: 1 }}
                  />
                  <FormControlLabel
                    value="remove"
                    control={<Radio />}
                    label={<Choice title={t('remove')} text={t('remove_explain')} />}
                    sx={{ alignItems: 'flex-start' }}
                  />
                </RadioGroup>
              </FormControl>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {translate('ra.action.cancel')}
            </Button>
            <Button
              color="error"
              variant="contained"
              startIcon={<DeleteIcon />}
              onClick={() => void confirm()}
              disabled={busy}
            >
              {t('confirm')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** Deleting from a list's rows: `ask` opens the dialog for a row, and after a delete the list reloads. */
export function useDeleteDebtsFromList() {
  const refresh = useRefresh();
  const [target, setTarget] = useState<DebtsToDelete | null>(null);
  const dialog = (
    <DeleteDebtsDialog
      target={target}
      onClose={() => setTarget(null)}
      onDeleted={() => {
        setTarget(null);
        refresh();
      }}
    />
  );
  return { ask: setTarget, dialog };
}

function Choice({ title, text }: { title: string; text: string }) {
  return (
    <Stack sx={{ pt: 1 }}>
      <Typography component="span">{title}</Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Stack>
  );
}
