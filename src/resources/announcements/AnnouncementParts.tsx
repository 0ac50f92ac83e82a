import DownloadIcon from '@mui/icons-material/Download';
import { Button, FormControlLabel, Switch } from '@mui/material';
import type { MouseEvent } from 'react';
import {
  BooleanInput,
  useCanAccess,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { descriptionOf } from '../../dataProvider/descriptions';
import { useAppDataProvider } from '../../dataProvider/useData';
import { FilePickInput } from '../../lib/FilePickInput';
import { saveFile } from '../../lib/saveFile';

export interface Announcement {
  id: number;
  title: string;
  content: string;
  passive: 0 | 1;
  is_exist_file: 0 | 1;
  file_name: string | null;
}

/** What the server takes (it checks the content too). */
export const ANNOUNCEMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * The multipart fields of POST and PUT /user/anno (docs/domain.md, "Tickets, announcements and the other features"):
 * the texts, passive, the new `File` when one was chosen, and is_exist_file: 1 keeps the current file, 0 (no file, or
 * "remove" ticked) leaves none.
 */
export function announcementBody(values: Record<string, unknown>) {
  const file = values.File instanceof File ? values.File : undefined;
  const keeps = Boolean(values.file_name) && !values.remove_file;
  return {
    title: values.title,
    content: values.content,
    passive: values.passive ?? 1,
    is_exist_file: file || keeps ? 1 : 0,
    // Only the form's "also announce by SMS" sends; a row's show/hide switch never does.
    sms: values.sms ? 1 : 0,
    // "Also by e-mail": ticked by default on a new announcement only; the row's switch never sends.
    email: values.email ? 1 : 0,
    File: file,
  };
}

/** "Also announce by SMS": offered to those who may send SMS (the server checks again). */
export function AnnouncementSmsInput() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'sms-campaigns', action: 'send' });
  if (!canAccess) return null;
  return (
    <BooleanInput
      source="sms"
      label="resources.announcements.fields.sms"
      defaultValue={false}
      helperText={translate('app.announcements.sms_hint')}
    />
  );
}

/** "Also send by e-mail" (free): on for a new announcement, off when editing, so an edit does not mail again. */
export function AnnouncementEmailInput() {
  const translate = useTranslate();
  const record = useRecordContext<Announcement>();
  return (
    <BooleanInput
      source="email"
      label="resources.announcements.fields.email"
      defaultValue={!record?.id}
      helperText={translate('app.announcements.email_hint')}
    />
  );
}

/** The form's file: optional; an announcement with one may replace it or tick it away. */
export function AnnouncementFileInput() {
  const record = useRecordContext<Announcement>();
  const translate = useTranslate();
  const current = record?.file_name ?? null;
  return (
    <>
      <FilePickInput
        source="File"
        types={ANNOUNCEMENT_TYPES}
        maxBytes={MAX_BYTES}
        hintValues={{ name: current ?? '' }}
        texts={{
          choose: 'app.announcements.choose',
          chosen: 'app.announcements.chosen',
          hint: current ? 'app.announcements.replace_hint' : 'app.announcements.hint',
          wrongType: 'app.announcements.wrong_type',
          tooLarge: 'app.announcements.too_large',
        }}
      />
      {current && (
        <BooleanInput
          source="remove_file"
          label={translate('resources.announcements.fields.remove_file', { name: current })}
          defaultValue={false}
          helperText={false}
        />
      )}
    </>
  );
}

/** An announcement row's file name: pressing it downloads the file. */
export function AnnouncementDownload() {
  const record = useRecordContext<Announcement>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  if (!record?.file_name) return null;
  const name = record.file_name;

  const download = async (event: MouseEvent) => {
    // The row's click opens its edit dialog; this button only downloads.
    event.stopPropagation();
    try {
      saveFile(await dataProvider.announcementFile({ id: record.id }), name);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={(event) => void download(event)}
      aria-label={translate('app.announcements.download', { name })}
      sx={{ textTransform: 'none', wordBreak: 'break-all', textAlign: 'left' }}
    >
      {name}
    </Button>
  );
}

/**
 * Shown (passive 1) or hidden (0), switched from the row: PUT /user/anno/{id} with the same fields and the file
 * kept. Users who may not edit see the state only.
 */
export function AnnouncementPassiveToggle() {
  const record = useRecordContext<Announcement>();
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'announcements', action: 'edit' });
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const shown = record.passive === 1;

  const toggle = () =>
    update(
      'announcements',
      {
        id: record.id,
        data: announcementBody({ ...record, passive: shown ? 0 : 1 }),
        previousData: record,
      },
      {
        onSuccess: (saved) => notify(descriptionOf(saved) ?? 'ra.notification.updated', { type: 'success' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );

  return (
    <FormControlLabel
      onClick={(event) => event.stopPropagation()}
      control={
        <Switch
          checked={shown}
          disabled={!canAccess || isPending}
          onChange={() => void toggle()}
          slotProps={{
            input: { 'aria-label': translate('app.announcements.toggle', { title: record.title }) },
          }}
        />
      }
      label={translate(shown ? 'app.announcements.shown' : 'app.announcements.hidden')}
    />
  );
}
