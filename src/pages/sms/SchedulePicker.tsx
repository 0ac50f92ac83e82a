import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { DmyField } from '../../lib/DmyField';
import type { Schedule } from './smsRequest';

const MODES: Schedule['mode'][] = ['now', 'later', 'monthly'];

/** Ne zaman: now, once at a later date and time, or every month from that date and time until a last date. */
export function SchedulePicker({ value, onChange }: { value: Schedule; onChange(value: Schedule): void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.sms_compose.${key}`);
  const labelId = useId();
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={labelId}>{t('when')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={value.mode}
          onChange={(event) => onChange({ ...value, mode: event.target.value as Schedule['mode'] })}
        >
          {MODES.map((mode) => (
            <FormControlLabel key={mode} value={mode} control={<Radio />} label={t(mode)} />
          ))}
        </RadioGroup>
      </FormControl>
      {value.mode !== 'now' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DmyField
            label={t(value.mode === 'monthly' ? 'first_date' : 'date')}
            value={value.date}
            onChange={(date) => onChange({ ...value, date })}
            invalidText={translate('app.validation.date')}
            required
          />
          <TextField
            type="time"
            label={t('time')}
            value={value.time}
            onChange={(event) => onChange({ ...value, time: event.target.value })}
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
          />
          {value.mode === 'monthly' && (
            <DmyField
              label={t('until')}
              value={value.until}
              onChange={(until) => onChange({ ...value, until })}
              invalidText={translate('app.validation.date')}
              required
            />
          )}
        </Stack>
      )}
      {value.mode === 'monthly' && (
        <Typography variant="body2" color="text.secondary">
          {t('monthly_hint')}
        </Typography>
      )}
    </Stack>
  );
}
