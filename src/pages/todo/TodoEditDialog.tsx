import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { normalizeDmy } from '../../../common/date';
import type { TodoItem } from '../../dataProvider/custom/communication';
import { useDataWrite } from '../../dataProvider/useData';
import { DmyField, isUsableDmy } from '../../lib/DmyField';

/** A new item for `day`, or the item being edited; null when closed. */
export type TodoEditing = { day: string } | TodoItem | null;

/** Adds a to-do item or changes one's subject, details and day. */
export function TodoEditDialog({ editing, onClose }: { editing: TodoEditing; onClose(): void }) {
  const translate = useTranslate();
  const titleId = useId();
  const item = editing && 'id' in editing ? editing : null;
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [date, setDate] = useState('');
  const add = useDataWrite('addTodo', { invalidates: ['todos'] });
  const change = useDataWrite('changeTodos', { invalidates: ['todos'] });
  const write = item ? change : add;
  const { reset: resetAdd } = add;
  const { reset: resetChange } = change;

  useEffect(() => {
    if (!editing) return;
    setSubject(item?.subject ?? '');
    setContent(item?.content ?? '');
    setDate(item ? item.date : 'day' in editing ? editing.day : '');
    resetAdd();
    resetChange();
  }, [editing, item, resetAdd, resetChange]);

  const save = async () => {
    const fields = { subject: subject.trim(), content: content.trim(), date: normalizeDmy(date) };
    const outcome = item ? await change.run({ id: [item.id], ...fields }) : await add.run(fields);
    if (outcome.answer) onClose();
  };
  const ready = subject.trim() !== '' && isUsableDmy(date);

  return (
    <Dialog open={editing !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(item ? 'app.todo.edit_title' : 'app.todo.add_title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) void save();
          }}
        >
          <TextField
            label={translate('app.todo.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            required
            autoFocus
            error={Boolean(write.errors.subject)}
            helperText={write.errors.subject}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={translate('app.todo.content')}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <DmyField
            label={translate('app.todo.date')}
            value={date}
            onChange={setDate}
            required
            serverError={write.errors.date}
            invalidText={translate('app.todo.invalid_date')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.todo.cancel')}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={!ready || write.busy}>
          {translate('app.todo.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
