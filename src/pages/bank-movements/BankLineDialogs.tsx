import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { BankLine } from '../../dataProvider/custom/bankMovements';
import { useDataWrite } from '../../dataProvider/useData';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { kurusOf } from './bankParts';
import { LINE_WRITE } from './lineTasks';

/** The line the dialog is about, as its first sentence: "12.11.2026 · ₺1.000,00". */
export function LineHeadline({ line }: { line: BankLine }) {
  const t = useScopedTranslate('app.bank_movements.post_dialog');
  return (
    <Typography sx={{ mb: 2 }}>
      {t('line', { date: line.value_date, amount: formatMoney(kurusOf(line.amount)) })}
      {line.description ? ` · ${line.description}` : ''}
    </Typography>
  );
}

/** Yok say: a line left out of the books, with the reason the manager writes (required). */
export function BankIgnoreDialog({ line, onClose }: { line: BankLine; onClose(): void }) {
  const t = useScopedTranslate('app.bank_movements');
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const ignoring = useDataWrite('ignoreBankLine', { ...LINE_WRITE, failureShown: true });
  const save = async () => {
    setMissing(reason.trim() === '');
    if (reason.trim() === '') return;
    const outcome = await ignoring.run({ id: line.id, reason: reason.trim() });
    if (outcome.answer) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bank-ignore-title">
      <DialogTitle id="bank-ignore-title">{t('ignore_dialog.title')}</DialogTitle>
      <DialogContent>
        <LineHeadline line={line} />
        {ignoring.failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {ignoring.failure}
          </Alert>
        )}
        <TextField
          label={t('ignore_dialog.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={missing || Boolean(ignoring.errors.reason)}
          helperText={missing ? t('ignore_dialog.reason_required') : ignoring.errors.reason}
          required
          fullWidth
          multiline
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={ignoring.busy}>
          {t('ignore')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Geri al: asks first, since what the line made (receipts, movements) is reversed. */
export function BankUndoDialog({ line, onClose }: { line: BankLine; onClose(): void }) {
  const undoing = useDataWrite('undoBankLine', LINE_WRITE);
  return (
    <Confirm
      isOpen
      loading={undoing.busy}
      title="app.bank_movements.undo_dialog.title"
      content="app.bank_movements.undo_dialog.content"
      confirm="app.bank_movements.undo"
      onConfirm={async () => {
        await undoing.run({ id: line.id });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
