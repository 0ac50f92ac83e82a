import PaymentsIcon from '@mui/icons-material/Payments';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../../common/money';
import type { DebtRow } from '../../dataProvider/custom/moneyAnswers';
import { usePagedQuery } from '../../lib/PagedTable';
import { Pager } from '../../lib/Pager';
import { DebtTable } from '../../money/DebtTable';
import { PayDebtDialog } from '../../money/PayDebtDialog';

/**
 * A resident's debts oldest first (GET /resident/debts) with the totals of all of them and the advance balance;
 * a debt can be paid from its row, or all of them on the collection screen.
 */
export function ResidentDebts({ residentId }: { residentId: number }) {
  const translate = useTranslate();
  const { canAccess: canCollect } = useCanAccess({ resource: 'accounting', action: 'create' });
  const debts = usePagedQuery('residentDebts', { resident_id: residentId });
  const [paying, setPaying] = useState<DebtRow | null>(null);
  const { totals } = debts;
  return (
    <Stack spacing={1}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography color="text.secondary" aria-live="polite">
          {totals
            ? translate('app.payments.debts_summary', {
                remaining: formatMoney(totals.remaining),
                advance: formatMoney(totals.advance_balance),
              })
            : '\u00a0'}
        </Typography>
        {canCollect && (
          <Button
            component={RouterLink}
            to={`/collections?resident_id=${residentId}`}
            startIcon={<PaymentsIcon />}
          >
            {translate('app.statement.collect')}
          </Button>
        )}
      </Stack>
      <DebtTable
        rows={debts.rows}
        label={translate('app.residents.debts')}
        loading={debts.loading}
        totals={totals ?? null}
        showApartment
        showStatus
        onPay={canCollect ? setPaying : undefined}
      />
      <Pager {...debts.pager} />
      <PayDebtDialog debt={paying} onClose={() => setPaying(null)} onPaid={() => void debts.reload()} />
    </Stack>
  );
}
