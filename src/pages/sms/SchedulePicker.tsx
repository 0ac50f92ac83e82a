import {
  Alert,
  Button,
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
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { type Schedule, scheduleErrors } from './smsRequest';

const MODES: Schedule['mode'][] = ['now', 'later', 'monthly'];

/**
 * Ne zaman: now, once at a later date and time, or every month from that date and time until a last date. A time
 * already past is said under its field (checked here, and `serverErrors` from a refused send), with a button that
 * switches to "Hemen" (now).
 */
export function SchedulePicker({
  value,
  onChange,
  serverErrors = {},
}: {
  value: Schedule;
  onChange(value: Schedule): void;
  /** The server's messages for the schedule's fields (scheduleServerErrors). */
  serverErrors?: Partial<Record<'date' | 'time' | 'until', string>>;
}) {
  const translate = useTranslate();
  const t = useScopedTranslate('app.sms_compose');
  const labelId = useId();
  const ownErrors = scheduleErrors(value);
  const message = (field: 'date' | 'time' | 'until') => {
    const own = ownErrors[field];
    return own ? t(own.key, own.values) : serverErrors[field];
  };
  const past = Boolean(ownErrors.date || ownErrors.time || serverErrors.date || serverErrors.time);
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
            serverError={message('date')}
            required
          />
          <TextField
            type="time"
            label={t('time')}
            value={value.time}
            onChange={(event) => onChange({ ...value, time: event.target.value })}
            required
            error={Boolean(message('time'))}
            helperText={message('time')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
          />
          {value.mode === 'monthly' && (
            <DmyField
              label={t('until')}
              value={value.until}
              onChange={(until) => onChange({ ...value, until })}
              invalidText={translate('app.validation.date')}
              serverError={message('until')}
              required
            />
          )}
        </Stack>
      )}
      {value.mode !== 'now' && past && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => onChange({ ...value, mode: 'now' })}>
              {t('switch_to_now')}
            </Button>
          }
        >
          {t('past_hint')}
        </Alert>
      )}
      {value.mode === 'monthly' && (
        <Typography variant="body2" color="text.secondary">
          {t('monthly_hint')}
        </Typography>
      )}
    </Stack>
  );
}
