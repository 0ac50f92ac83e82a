import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import {
  Button,
  Confirm,
  Form,
  type RaRecord,
  SaveButton,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { descriptionOf } from '../dataProvider/descriptions';
import { fieldErrorsOf } from '../dataProvider/errors';
import { useReadOnOpen } from './useReadOnOpen';

export interface RecordDialogProps {
  resource: string;
  /** The record being edited, `'new'` for a new one, null when closed. */
  record: RaRecord | 'new' | null;
  onClose(): void;
  /** Values of a new record. */
  defaults?: Record<string, unknown>;
  /** The body the API takes, made from the form's values (amounts as numbers, one payer of three). */
  transform?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Runs once the record is saved, before the dialog closes (an expense's invoice file goes up after it). */
  afterSave?: (saved: RaRecord, values: Record<string, unknown>) => Promise<void>;
  /** What the edit title names: the record's `name` unless told. */
  nameOf?: (record: RaRecord) => string;
  children: ReactNode;
}

/**
 * Create and edit of the small definitions (groups, accounting types, non-members) in a dialog over their list.
 * Their API has no call that reads one record, so the edit starts from the list's row. The server's Turkish
 * description is the toast; its field errors show under the fields and keep the dialog open.
 */
export function RecordDialog({
  resource,
  record,
  onClose,
  defaults,
  transform = (values) => values,
  afterSave,
  nameOf = (shown) => String(shown.name ?? ''),
  children,
}: RecordDialogProps) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const titleId = useId();
  // While the dialog fades out its record is already null: it keeps showing the last one, so it never sits on
  // screen without its title (a dialog without a name for screen readers).
  const last = useRef(record);
  if (record !== null) last.current = record;
  const shown = record ?? last.current;
  const isNew = shown === 'new';
  const current = shown && shown !== 'new' ? shown : undefined;
  const newValues = useReadOnOpen(record === 'new', () => defaults && { ...defaults });
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  // Esc or a click beside the dialog is easily a slip: what was typed is not thrown away without asking.
  const dismiss = () => (dirty.current ? setAsking(true) : onClose());

  const submit = async (typed: Record<string, unknown>) => {
    const values = transform(typed);
    try {
      const { data } = current
        ? await dataProvider.update(resource, { id: current.id, data: values, previousData: current })
        : await dataProvider.create(resource, { data: values });
      notify(
        descriptionOf(data) ??
          translate(current ? 'ra.notification.updated' : 'ra.notification.created', { smart_count: 1 }),
        { type: 'success' },
      );
      await afterSave?.(data, typed);
      refresh();
      onClose();
      return undefined;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      const errors = fieldErrorsOf(error);
      return Object.keys(errors).length > 0 ? errors : undefined;
    }
  };

  const name = translate(`resources.${resource}.forcedCaseName`, { smart_count: 1, _: '' });
  const title = isNew
    ? translate('ra.page.create', { name })
    : translate('app.record_dialog.edit', { name: current ? nameOf(current) : '' });

  return (
    <Dialog open={record !== null} onClose={dismiss} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      {shown !== null && (
        <Form
          key={current ? String(current.id) : 'new'}
          record={current ?? newValues}
          onSubmit={submit}
          resource={resource}
        >
          <DirtyWatch into={dirty} />
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', pt: '8px !important' }}>
            {children}
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={onClose} />
            <SaveButton alwaysEnable={!isNew} />
          </DialogActions>
        </Form>
      )}
      <Confirm
        isOpen={asking}
        title="app.record_dialog.discard_title"
        content="app.record_dialog.discard"
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
        onClose={() => setAsking(false)}
      />
    </Dialog>
  );
}

/** Keeps whether the form has been typed in where the dialog's close can read it (it sits outside the form). */
function DirtyWatch({ into }: { into: RefObject<boolean> }) {
  into.current = useFormState().isDirty;
  return null;
}
