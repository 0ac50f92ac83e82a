import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import {
  Button,
  useGetRecordRepresentation,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import { DeleteWithCodeDialog } from './DeleteWithCodeDialog';

/**
 * The list-row delete button of resources whose deletes are confirmed by an SMS code. `onDeleted` runs after
 * the list is refreshed (branches re-read the current user, whose branch list changed).
 */
export function DeleteWithCodeButton({ onDeleted }: { onDeleted?: () => void } = {}) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const representation = useGetRecordRepresentation(resource);
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!record || !resource) return null;
  return (
    <>
      <Button
        label="ra.action.delete"
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <DeleteIcon />
      </Button>
      {/* React events bubble through portals: keep clicks in the dialog from reaching the row's rowClick. */}
      <span onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
        <DeleteWithCodeDialog
          open={open}
          resource={resource}
          id={record.id}
          label={String(representation(record))}
          onClose={() => setOpen(false)}
          onDeleted={() => {
            setOpen(false);
            refresh();
            onDeleted?.();
          }}
        />
      </span>
    </>
  );
}
