import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { type Identifier, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { descriptionOf } from '../dataProvider/descriptions';

export interface DeleteWithCodeDialogProps {
  open: boolean;
  resource: string;
  id: Identifier;
  /** What is being deleted, as the user knows it ("A Blok"). */
  label: string;
  onClose(): void;
  onDeleted(): void;
}

/**
 * Deleting a building, apartment or branch: a code is sent by SMS to the account owner first, then the delete
 * is sent with the id and that code (docs/domain.md, "Entities and states"). Wrong codes show the server's message and
 * keep the dialog.
 */
export function DeleteWithCodeDialog({
  open,
  resource,
  id,
  label,
  onClose,
  onDeleted,
}: DeleteWithCodeDialogProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sendCode = async () => {
    setBusy(true);
    setError(null);
    try {
      const { description } = await dataProvider.requestDeleteCode(resource, { id });
      setCodeSent(true);
      notify(description || 'app.delete_code.sent', { type: 'info' });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await dataProvider.delete(resource, { id, meta: { code } });
      notify(descriptionOf(data) ?? 'ra.notification.deleted', {
        type: 'success',
        messageArgs: { smart_count: 1 },
      });
      setCode('');
      setCodeSent(false);
      onDeleted();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setCode('');
    setCodeSent(false);
    setError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="delete-code-title" maxWidth="xs" fullWidth>
      <DialogTitle id="delete-code-title">{translate('app.delete_code.title', { name: label })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.delete_code.explain')}</DialogContentText>
        {codeSent && (
          <TextField
            autoFocus
            fullWidth
            label={translate('app.delete_code.code')}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                'aria-describedby': 'delete-code-error',
              },
            }}
          />
        )}
        {error && (
          <Alert severity="error" id="delete-code-error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button onClick={sendCode} disabled={busy}>
          {translate(codeSent ? 'app.delete_code.resend' : 'app.delete_code.send')}
        </Button>
        {codeSent && (
          <Button color="error" variant="contained" onClick={confirm} disabled={busy || code.length !== 6}>
            {translate('app.delete_code.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
