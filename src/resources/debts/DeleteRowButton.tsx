import DeleteIcon from '@mui/icons-material/Delete';
import { Button, type RaRecord, useRecordContext, useTranslate } from 'react-admin';
import type { DebtsToDelete } from './DeleteDebtsDialog';

/** The delete button of a list row, a debt or a batch alike: it hands the row to the delete dialog as a target. */
export function DeleteRowButton<T>({
  toTarget,
  onDelete,
}: {
  toTarget(record: T): DebtsToDelete;
  onDelete(target: DebtsToDelete): void;
}) {
  const record = useRecordContext<T & RaRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const target = toTarget(record);
  return (
    <Button
      label="ra.action.delete"
      color="error"
      aria-label={translate('app.debt_delete.delete_named', { name: target.name })}
      onClick={(event) => {
        event.stopPropagation();
        onDelete(target);
      }}
    >
      <DeleteIcon />
    </Button>
  );
}
