import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  DeleteButton,
  type RaRecord,
  type RowClickFunction,
  useCanAccess,
  useNotify,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import { descriptionOf } from '../dataProvider/descriptions';

/** What a list whose records are created and edited in a `RecordDialog` passes around: the record open in it. */
export type OpenDialog = (record: RaRecord | 'new') => void;

/** The list toolbar's "Yeni" button, shown to users who may create. */
export function CreateInDialogButton({ onOpen }: { onOpen: OpenDialog }) {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (!canAccess) return null;
  return (
    <Button label="ra.action.create" onClick={() => onOpen('new')}>
      <AddIcon />
    </Button>
  );
}

/** The row's "Düzenle" button (the keyboard's way to what a click on the row does). */
export function EditInDialogButton({ onOpen }: { onOpen: OpenDialog }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button
      label="ra.action.edit"
      onClick={(event) => {
        event.stopPropagation();
        onOpen(record);
      }}
    >
      <EditIcon />
    </Button>
  );
}

/** A click on the row opens the record in the dialog. */
export const openOnRowClick =
  (onOpen: OpenDialog): RowClickFunction =>
  (_id, _resource, record) => {
    onOpen(record);
    return false;
  };

/** react-admin's delete with a confirmation, showing the server's description when done. */
export function DeleteWithDescriptionButton() {
  const notify = useNotify();
  return (
    <DeleteButton
      mutationMode="pessimistic"
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
