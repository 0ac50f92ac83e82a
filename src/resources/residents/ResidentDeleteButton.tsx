import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { DeleteButton, type RaRecord, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { descriptionOf } from '../../dataProvider/descriptions';
import { currentApartmentsText, fullName, type ResidentApartment } from './shared';

/**
 * "Sil" on a resident. One who still lives in or owns a flat cannot be deleted (the server refuses it): the
 * dialog says so before anything is tried, and offers nothing to confirm.
 */
export function ResidentDeleteButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const translate = useTranslate();
  const places = currentApartmentsText(record?.apartments as ResidentApartment[] | undefined);
  if (record && places) return <LinkedResidentNotice record={record} places={places} />;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmContent={translate('app.residents.delete_text')}
      mutationOptions={{
        onSuccess: (data: unknown) =>
          notify(descriptionOf(data) ?? 'ra.notification.deleted', {
            type: 'success',
            messageArgs: { smart_count: 1 },
          }),
      }}
    />
  );
}

function LinkedResidentNotice({ record, places }: { record: RaRecord; places: string }) {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        color="error"
        size="small"
        startIcon={<DeleteIcon />}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {translate('ra.action.delete')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
      >
        <DialogTitle id={titleId}>{translate('app.residents.delete_blocked_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('app.residents.delete_blocked_text', { name: fullName(record), apartments: places })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {translate('app.residents.delete_blocked_close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
