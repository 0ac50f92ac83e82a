import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, useCanAccess, useTranslate } from 'react-admin';
import type { TodoItem } from '../../dataProvider/custom/communication';
import { recordsOf, useDataQuery, useDataWrite } from '../../dataProvider/useData';
import { TodoDayNavigator } from './TodoDayNavigator';
import { TodoEditDialog, type TodoEditing } from './TodoEditDialog';

/** One day's items (mounted per day, so another day starts with nothing ticked): tick several and mark them done (or not) in one call; add, edit and delete. */
export function TodoDayView({ day, onDayChange }: { day: string; onDayChange(day: string): void }) {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'todo', action: 'edit' });
  const { canAccess: canCreate } = useCanAccess({ resource: 'todo', action: 'create' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'todo', action: 'delete' });
  const query = useDataQuery('todos', { date: day });
  const items = recordsOf(query.data);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<TodoEditing>(null);
  const [deleting, setDeleting] = useState<TodoItem | null>(null);
  const mark = useDataWrite('changeTodos', { invalidates: ['todos'] });
  const removal = useDataWrite('deleteTodo', { invalidates: ['todos'] });

  const toggle = (id: number) =>
    setSelected((now) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id]));
  const allTicked = items.length > 0 && items.every((item) => selected.includes(item.id));
  const markSelected = async (done: boolean) => {
    const outcome = await mark.run({ id: selected, done });
    if (outcome.answer) setSelected([]);
  };
  const remove = async () => {
    if (!deleting) return;
    const outcome = await removal.run({ id: deleting.id });
    if (outcome.answer) {
      setSelected((now) => now.filter((id) => id !== deleting.id));
      setDeleting(null);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <TodoDayNavigator day={day} onChange={onDayChange} />
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ day })}>
            {translate('app.todo.new')}
          </Button>
        )}
      </Stack>

      {query.isSuccess && items.length === 0 ? (
        <Alert severity="info">{translate('app.todo.nothing')}</Alert>
      ) : (
        <Box aria-busy={query.isFetching}>
          {canEdit && items.length > 0 && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
            >
              <FormControlLabel
                control={
                  <Checkbox
                    checked={allTicked}
                    indeterminate={selected.length > 0 && !allTicked}
                    onChange={() => setSelected(allTicked ? [] : items.map((item) => item.id))}
                  />
                }
                label={translate('app.todo.select_all')}
              />
              <Typography variant="body2" role="status" sx={{ flexGrow: 1 }}>
                {selected.length > 0 && translate('app.todo.selected', { smart_count: selected.length })}
              </Typography>
              <Button
                variant="contained"
                disabled={selected.length === 0 || mark.busy}
                onClick={() => void markSelected(true)}
              >
                {translate('app.todo.mark_done')}
              </Button>
              <Button disabled={selected.length === 0 || mark.busy} onClick={() => void markSelected(false)}>
                {translate('app.todo.mark_open')}
              </Button>
            </Stack>
          )}
          <List aria-label={translate('app.todo.title')}>
            {items.map((item) => (
              <ListItem
                key={item.id}
                divider
                secondaryAction={
                  <Stack direction="row">
                    {canEdit && (
                      <IconButton
                        aria-label={`${translate('app.todo.edit')}: ${item.subject}`}
                        onClick={() => setEditing(item)}
                      >
                        <EditIcon />
                      </IconButton>
                    )}
                    {canDelete && (
                      <IconButton
                        aria-label={`${translate('app.todo.delete')}: ${item.subject}`}
                        onClick={() => setDeleting(item)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    )}
                  </Stack>
                }
                sx={{ pr: 12 }}
              >
                {canEdit && (
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Checkbox
                      edge="start"
                      checked={selected.includes(item.id)}
                      onChange={() => toggle(item.id)}
                      slotProps={{
                        input: { 'aria-label': translate('app.todo.select', { subject: item.subject }) },
                      }}
                    />
                  </ListItemIcon>
                )}
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Box
                        component="span"
                        sx={
                          item.done ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined
                        }
                      >
                        {item.subject}
                      </Box>
                      <Chip
                        size="small"
                        color={item.done ? 'success' : 'default'}
                        variant={item.done ? 'filled' : 'outlined'}
                        label={translate(item.done ? 'app.todo.done' : 'app.todo.open')}
                      />
                    </Stack>
                  }
                  secondary={item.content || undefined}
                  slotProps={{ primary: { component: 'div' } }}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}

      <TodoEditDialog editing={editing} onClose={() => setEditing(null)} />
      <Confirm
        isOpen={deleting !== null}
        loading={removal.busy}
        title="app.todo.delete_title"
        content="app.todo.delete_confirm"
        translateOptions={{ subject: deleting?.subject ?? '' }}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
