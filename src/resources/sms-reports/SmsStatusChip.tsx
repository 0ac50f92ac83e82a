import { Chip, Stack, Typography } from '@mui/material';
import { SMS_STATUSES, type SmsStatus } from '../../../common/smsFields';
import { useBilingual } from '../../lib/useBilingual';

/** Colours that keep AA contrast with the theme (no light info blue); waiting states stay grey and outlined. */
const COLORS: Record<SmsStatus, 'default' | 'primary' | 'success' | 'error' | 'warning'> = {
  scheduled: 'warning',
  queued: 'default',
  sending: 'default',
  sent: 'primary',
  delivered: 'success',
  failed: 'error',
  cancelled: 'default',
};

/** A message's status in the user's language; a failed one says why under its chip (the gateway's reason). */
export function SmsStatusChip({ status, error }: { status: SmsStatus; error?: string | null }) {
  const bilingual = useBilingual();
  const known = SMS_STATUSES[status];
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        color={COLORS[status] ?? 'default'}
        variant={COLORS[status] === 'default' ? 'outlined' : 'filled'}
        label={known ? bilingual(known) : status}
      />
      {status === 'failed' && error && (
        <Typography variant="caption" color="text.secondary">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
