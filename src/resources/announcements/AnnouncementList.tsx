import { useMemo } from 'react';
import { maxLength, type RaRecord, required, TextInput, useTranslate } from 'react-admin';
import { DialogList } from '../../lib/DialogList';
import { formatIsoDay } from '../../lib/instantText';
import { RecordTable } from '../../lib/RecordTable';
import {
  AnnouncementDownload,
  AnnouncementEmailInput,
  AnnouncementFileInput,
  AnnouncementPassiveToggle,
  AnnouncementSmsInput,
  announcementBody,
} from './AnnouncementParts';

const field = (name: string) => `resources.announcements.fields.${name}`;

/** Duyurular: newest first, each shown or hidden from its row; created and edited in a dialog with a file. */
export function AnnouncementList() {
  const translate = useTranslate();
  const exportColumns = useMemo(
    () => [
      {
        source: 'created_at',
        label: translate(field('created_at')),
        value: (r: RaRecord) => formatIsoDay(r.created_at),
      },
      { source: 'title', label: translate(field('title')) },
      { source: 'content', label: translate(field('content')) },
      { source: 'file_name', label: translate(field('file_name')) },
    ],
    [translate],
  );
  return (
    <DialogList
      filters={[]}
      exportColumns={exportColumns}
      defaults={{ passive: 1 }}
      transform={announcementBody}
      nameOf={(record: RaRecord) => String(record.title ?? '')}
      fields={
        <>
          <TextInput source="title" validate={[required(), maxLength(200)]} autoFocus />
          <TextInput source="content" multiline minRows={3} validate={[required(), maxLength(5000)]} />
          <AnnouncementFileInput />
          <AnnouncementEmailInput />
          <AnnouncementSmsInput />
        </>
      }
    >
      <RecordTable.Col source="created_at" disableSort render={(record) => formatIsoDay(record.created_at)} />
      <RecordTable.Col source="title" disableSort />
      <RecordTable.Col
        source="content"
        disableSort
        render={(record) =>
          record.content.length > 120 ? `${record.content.slice(0, 120)}…` : record.content
        }
      />
      <RecordTable.Col source="file_name" disableSort>
        <AnnouncementDownload />
      </RecordTable.Col>
      <RecordTable.Col source="passive" disableSort>
        <AnnouncementPassiveToggle />
      </RecordTable.Col>
    </DialogList>
  );
}
