import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import {
  Button,
  useGetRecordRepresentation,
  useRecordContext,
  useRedirect,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import { DeleteWithCodeDialog } from './DeleteWithCodeDialog';

interface DeleteWithCodeButtonProps {
  onDeleted?: () => void;
  /** On an edit page: go back to the list once the record is gone (instead of refreshing the page). */
  redirectToList?: boolean;
}

/**
 * The delete button of resources whose deletes are confirmed by an SMS code, in a list row or an edit page's
 * toolbar. `onDeleted` runs after the list is refreshed (branches re-read the current user, whose branch list
 * changed).
 */
export function DeleteWithCodeButton({ onDeleted, redirectToList = false }: DeleteWithCodeButtonProps = {}) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const representation = useGetRecordRepresentation(resource);
  const refresh = useRefresh();
  const redirect = useRedirect();
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
      {/* biome-ignore lint/a11y/noStaticElementInteractions: it only stops events bubbling out of the dialog */}
      <span onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
        <DeleteWithCodeDialog
          open={open}
          resource={resource}
          id={record.id}
          label={String(representation(record))}
          onClose={() => setOpen(false)}
          onDeleted={() => {
            setOpen(false);
            if (redirectToList) redirect('list', resource);
            else refresh();
            onDeleted?.();
          }}
        />
      </span>
    </>
  );
}
