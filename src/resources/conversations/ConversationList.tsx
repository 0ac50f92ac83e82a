import { Chip } from '@mui/material';
import { List, useTranslate } from 'react-admin';
import { instantText } from '../../lib/instantText';
import { RecordTable } from '../../lib/RecordTable';

const messageCell = () => ({ whiteSpace: 'pre-wrap', minWidth: 180, maxWidth: 420 }) as const;

/** One row per resident with the last message and how many of theirs are unread; a row opens the thread. */
export function ConversationList() {
  const translate = useTranslate();
  return (
    <List exporter={false} empty={false} actions={false}>
      <RecordTable bulkActionButtons={false} rowClick="show">
        <RecordTable.Col source="name" disableSort />
        <RecordTable.Col
          source="last_message"
          disableSort
          cellSx={messageCell}
          render={(record) =>
            record.last_from_resident
              ? `${translate('app.conversations.from_resident')}: ${record.last_message}`
              : record.last_message
          }
        />
        <RecordTable.Col source="last_at" disableSort render={(record) => instantText(record.last_at)} />
        <RecordTable.Col
          source="unread"
          disableSort
          align="right"
          render={(record) =>
            record.unread > 0 ? <Chip size="small" color="primary" label={record.unread} /> : '0'
          }
        />
      </RecordTable>
    </List>
  );
}
