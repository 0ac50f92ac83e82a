import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DebtStatus } from '../../money/amounts';

const COLORS = { paid: 'success', partial: 'warning', unpaid: 'default' } as const;

/** Ödendi / Kısmen ödendi / Ödenmedi. */
export function DebtStatusChip({ status }: { status: DebtStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLORS[status] ?? 'default'}
      variant={status === 'unpaid' ? 'outlined' : 'filled'}
      label={translate(`app.money.status.${status}`)}
    />
  );
}
