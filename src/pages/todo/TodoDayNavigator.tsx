import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { normalizeDmy } from '../../../common/date';
import { DmyField, isUsableDmy } from '../../lib/DmyField';
import { shiftDay } from './todoDates';

/** The day shown: a date field between "previous day" and "next day". */
export function TodoDayNavigator({ day, onChange }: { day: string; onChange(day: string): void }) {
  const translate = useTranslate();
  const [typed, setTyped] = useState(day);
  useEffect(() => setTyped(day), [day]);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton aria-label={translate('app.todo.previous_day')} onClick={() => onChange(shiftDay(day, -1))}>
        <ChevronLeftIcon />
      </IconButton>
      <DmyField
        label={translate('app.todo.day')}
        value={typed}
        size="small"
        sx={{ width: 150 }}
        invalidText={translate('app.todo.invalid_date')}
        onChange={(value) => {
          setTyped(value);
          if (isUsableDmy(value)) onChange(normalizeDmy(value));
        }}
      />
      <IconButton aria-label={translate('app.todo.next_day')} onClick={() => onChange(shiftDay(day, 1))}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
