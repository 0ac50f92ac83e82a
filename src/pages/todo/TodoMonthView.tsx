import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Alert,
  Box,
  ButtonBase,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDmy, parseDmy } from '../../../common/date';
import type { TodoItem } from '../../dataProvider/custom/communication';
import { recordsOf, useDataQuery } from '../../dataProvider/useData';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { monthWeeks, shiftMonth } from './todoDates';

/** Subjects a calendar cell shows before "+n more". */
const SHOWN_SUBJECTS = 2;

function byDay(items: TodoItem[]): Map<string, TodoItem[]> {
  const days = new Map<string, TodoItem[]>();
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  return days;
}

/**
 * The month of `day` as a calendar: each day with its number of items and their first subjects; a click opens
 * the day. On a phone the grid would be too narrow to read, so the days with items are listed instead.
 */
export function TodoMonthView({
  day,
  onDayChange,
  onOpenDay,
}: {
  day: string;
  onDayChange(day: string): void;
  onOpenDay(day: string): void;
}) {
  const translate = useTranslate();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const query = useDataQuery('todos', { date: day, is_month: true });
  const days = byDay(recordsOf(query.data));
  const date = parseDmy(day);
  const monthNames = translate('app.todo.month_names').split(',');
  const heading = date ? `${monthNames[date.month - 1]} ${date.year}` : '';
  const dayLabel = (dmy: string, count: number) =>
    translate('app.todo.day_items', { day: dmy, smart_count: count });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label={translate('app.todo.previous_month')}
          onClick={() => onDayChange(shiftMonth(day, -1))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          variant="h6"
          component="h2"
          aria-live="polite"
          sx={{ minWidth: 160, textAlign: 'center' }}
        >
          {heading}
        </Typography>
        <IconButton
          aria-label={translate('app.todo.next_month')}
          onClick={() => onDayChange(shiftMonth(day, 1))}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>

      {phone ? (
        query.isSuccess && days.size === 0 ? (
          <Alert severity="info">{translate('app.todo.nothing_this_month')}</Alert>
        ) : (
          <List aria-label={heading} aria-busy={query.isFetching}>
            {[...days.entries()].map(([dmy, items]) => (
              // A list holds list items only (axe `list`): the button is inside one.
              <ListItem key={dmy} divider disablePadding>
                <ListItemButton onClick={() => onOpenDay(dmy)}>
                  <ListItemText
                    primary={dayLabel(dmy, items.length)}
                    secondary={items.map((item) => item.subject).join(', ')}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )
      ) : (
        <Box
          component="table"
          aria-label={heading}
          aria-busy={query.isFetching}
          sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
        >
          <thead>
            <tr>
              {translate('app.todo.weekdays')
                .split(',')
                .map((name) => (
                  <Box component="th" key={name} scope="col" sx={{ py: 0.5, fontWeight: 600 }}>
                    {name}
                  </Box>
                ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(day).map((week) => (
              <tr key={week.find(Boolean)?.day}>
                {week.map((cell, index) => {
                  if (!cell)
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell is only its place in the week.
                      <Box component="td" key={`empty-${index}`} sx={{ border: 1, borderColor: 'divider' }} />
                    );
                  const dmy = formatDmy(cell);
                  const items = days.get(dmy) ?? [];
                  return (
                    <Box
                      component="td"
                      key={dmy}
                      sx={{ border: 1, borderColor: 'divider', p: 0, verticalAlign: 'top' }}
                    >
                      <ButtonBase
                        onClick={() => onOpenDay(dmy)}
                        sx={{
                          width: '100%',
                          minHeight: 84,
                          p: 0.75,
                          display: 'flex',
                          flexDirection: 'column',
                          alignItems: 'stretch',
                          justifyContent: 'flex-start',
                          textAlign: 'left',
                          bgcolor: dmy === day ? 'action.selected' : undefined,
                          '&:hover': { bgcolor: 'action.hover' },
                        }}
                      >
                        {/* The name comes from this hidden text, not aria-label: axe wants an aria-label to repeat the
                            visible day number and subjects, which would make a long name. */}
                        <Box component="span" sx={visuallyHidden}>
                          {dayLabel(dmy, items.length)}
                        </Box>
                        <Stack direction="row" sx={{ justifyContent: 'space-between' }} aria-hidden>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {cell.day}
                          </Typography>
                          {items.length > 0 && (
                            <Typography variant="caption" sx={{ fontWeight: 600, color: 'primary.main' }}>
                              {items.length}
                            </Typography>
                          )}
                        </Stack>
                        {items.slice(0, SHOWN_SUBJECTS).map((item) => (
                          <Typography
                            key={item.id}
                            variant="caption"
                            noWrap
                            aria-hidden
                            sx={
                              item.done
                                ? { textDecoration: 'line-through', color: 'text.secondary' }
                                : undefined
                            }
                          >
                            {item.subject}
                          </Typography>
                        ))}
                        {items.length > SHOWN_SUBJECTS && (
                          <Typography variant="caption" aria-hidden sx={{ color: 'text.secondary' }}>
                            {translate('app.todo.more', { smart_count: items.length - SHOWN_SUBJECTS })}
                          </Typography>
                        )}
                      </ButtonBase>
                    </Box>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </Stack>
  );
}
