import { Chip } from '@mui/material';
import type { MailStatus } from '../../dataProvider/custom/mail';
import { useScopedTranslate } from '../../lib/useScopedTranslate';

/** The theme's AA-contrast colours, as the SMS statuses use them; a message still waiting stays grey and outlined. */
const COLORS: Record<MailStatus, 'default' | 'success' | 'error' | 'warning'> = {
  queued: 'default',
  sent: 'success',
  failed: 'error',
  bounced: 'warning',
};

/** An e-mail's status in the user's language, coloured; an unknown one as the server sent it. */
export function MailStatusChip({ status }: { status: MailStatus }) {
  const t = useScopedTranslate('app.mail_reports.statuses');
  const color = COLORS[status] ?? 'default';
  return (
    <Chip
      size="small"
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={status in COLORS ? t(status) : status}
    />
  );
}
