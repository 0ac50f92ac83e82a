import PaymentsIcon from '@mui/icons-material/Payments';
import PrintIcon from '@mui/icons-material/Print';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DebtRow } from '../../dataProvider/custom/moneyAnswers';
import type { Apartment } from '../../dataProvider/custom/property';
import { usePagedQuery } from '../../lib/PagedTable';
import { Pager } from '../../lib/Pager';
import { DebtTable } from '../../money/DebtTable';
import { PayDebtDialog } from '../../money/PayDebtDialog';

/** The printable statement of a flat, in its own tab (`/apartments/:id/statement`). */
export const statementPath = (apartmentId: number) => `/apartments/${apartmentId}/statement`;

/**
 * "Borçlar": the flat's debts oldest first with the totals of all of them (GET /apartment/debts), a "Yazdır"
 * button for the printable statement, and paying a debt from its row.
 */
export function ApartmentDebtsTab({ apartment }: { apartment: Apartment }) {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'debit', action: 'list' });
  if (isPending) return null;
  if (!canAccess)
    return <Typography color="text.secondary">{translate('app.payments.not_allowed')}</Typography>;
  return <ApartmentDebts apartment={apartment} />;
}

function ApartmentDebts({ apartment }: { apartment: Apartment }) {
  const translate = useTranslate();
  const { canAccess: canCollect } = useCanAccess({ resource: 'accounting', action: 'create' });
  const debts = usePagedQuery('apartmentDebts', { apartment_id: apartment.id }, 25);
  const [paying, setPaying] = useState<DebtRow | null>(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {canCollect && (
          <Button
            component={RouterLink}
            to={`/collections?apartment_id=${apartment.id}`}
            startIcon={<PaymentsIcon />}
          >
            {translate('app.statement.collect')}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          onClick={() => window.open(statementPath(apartment.id), '_blank')}
        >
          {translate('app.statement.print')}
        </Button>
      </Stack>
      <DebtTable
        rows={debts.rows}
        label={translate('app.apartments.tabs.debts')}
        loading={debts.loading}
        totals={debts.totals ?? null}
        showResident
        showStatus
        onPay={canCollect ? setPaying : undefined}
        emptyText={translate('app.statement.no_debts')}
      />
      <Pager {...debts.pager} />
      <PayDebtDialog debt={paying} onClose={() => setPaying(null)} onPaid={() => void debts.reload()} />
    </Stack>
  );
}
