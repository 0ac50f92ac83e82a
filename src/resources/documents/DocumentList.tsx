import { useMemo } from 'react';
import { maxLength, type RaRecord, required, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { DialogList } from '../../lib/DialogList';
import { today } from '../../lib/DmyField';
import { FilePickInput } from '../../lib/FilePickInput';
import { RecordTable } from '../../lib/RecordTable';
import { DayInput } from '../../money/LedgerParts';
import { DocumentDownload } from './DocumentDownload';

/** What the server takes (it checks the content too). */
export const DOCUMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const field = (name: string) => `resources.documents.fields.${name}`;

/** "245 KB", "1,2 MB": a file's size as people read it. */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;
}

/** The file of the form: required on a new document; on an edit, chosen only to replace the current one. */
export function DocumentFileInput() {
  const record = useRecordContext<{ id?: number; file_name?: string }>();
  const editing = record?.id !== undefined;
  return (
    <FilePickInput
      source="file"
      types={DOCUMENT_TYPES}
      maxBytes={DOCUMENT_MAX_BYTES}
      isRequired={!editing}
      hintValues={{ name: record?.file_name ?? '' }}
      texts={{
        choose: 'app.documents.choose',
        chosen: 'app.documents.chosen',
        hint: editing ? 'app.documents.replace_hint' : 'app.documents.hint',
        wrongType: 'app.documents.wrong_type',
        tooLarge: 'app.documents.too_large',
        missing: 'app.documents.missing',
      }}
    />
  );
}

/** What POST and PUT /document take: the texts and, when one was chosen, the file. */
const documentBody = (values: Record<string, unknown>) => ({
  description: values.description,
  date: values.date,
  file: values.file instanceof File ? values.file : undefined,
});

/** Dokümanlar: search, upload with a description and a date, download by name, edit and delete. */
export function DocumentList() {
  const translate = useTranslate();
  const exportColumns = useMemo(
    () => ['date', 'description', 'file_name'].map((source) => ({ source, label: translate(field(source)) })),
    [translate],
  );
  return (
    <DialogList
      exportColumns={exportColumns}
      defaults={{ date: today() }}
      transform={documentBody}
      nameOf={(record: RaRecord) => String(record.description ?? '')}
      fields={
        <>
          <TextInput source="description" validate={[required(), maxLength(500)]} autoFocus />
          <DayInput source="date" isRequired />
          <DocumentFileInput />
        </>
      }
    >
      <RecordTable.Col source="date" disableSort />
      <RecordTable.Col source="description" disableSort />
      <RecordTable.Col source="file_name" disableSort>
        <DocumentDownload />
      </RecordTable.Col>
      <RecordTable.Col
        source="size"
        align="right"
        disableSort
        render={(record) => sizeText(record.size ?? 0)}
      />
    </DialogList>
  );
}
