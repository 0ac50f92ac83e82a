import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { useDataWrite } from '../../dataProvider/useData';

/** Removes one message of the thread (for both sides: the resident page no longer shows it). */
export function ConversationMessageDelete({ id }: { id: number }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const removal = useDataWrite('deleteResidentMessage');
  return (
    <IconButton
      size="small"
      aria-label={translate('app.conversations.delete')}
      disabled={removal.busy}
      onClick={async () => {
        if ((await removal.run({ id })).answer) refresh();
      }}
    >
      <DeleteIcon fontSize="small" />
    </IconButton>
  );
}
