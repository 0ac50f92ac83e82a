import PaymentsIcon from '@mui/icons-material/Payments';
import { Button, Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../../common/money';
import type { DebtRow } from '../../dataProvider/custom/moneyAnswers';
import { PagedTable, usePagedQuery } from '../../lib/PagedTable';
import { Pager } from '../../lib/Pager';
import { HiddenLabelCell } from '../../lib/TableParts';
import { DebtTable } from '../../money/DebtTable';
import { PayDebtDialog } from '../../money/PayDebtDialog';
import { ReceiptButton } from '../../money/ReceiptButton';
import { UndoCollectionButton } from '../../money/UndoCollectionButton';

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

/**
 * A resident's receipts, newest first, cancelled ones marked (issue 26): each opens as a PDF and, for one who may
 * delete collections, its collection can be undone ("Tahsilatı geri al").
 */
export function ResidentReceipts({ residentId }: { residentId: number }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.receipts.fields.${name}`);
  const receipts = usePagedQuery('residentReceipts', { resident_id: residentId });
  return (
    <PagedTable
      list={receipts}
      label={translate('app.residents.receipts')}
      head={
        <>
          <TableCell>{field('number')}</TableCell>
          <TableCell>{field('date')}</TableCell>
          <TableCell>{field('account')}</TableCell>
          <TableCell align="right">{field('amount')}</TableCell>
          <TableCell>{field('is_cancelled')}</TableCell>
          <HiddenLabelCell>{translate('app.payments.actions')}</HiddenLabelCell>
        </>
      }
      columns={6}
      emptyText={translate('app.residents.no_receipts')}
      cards
    >
      {receipts.rows.map((receipt) => (
        <TableRow key={receipt.id}>
          <TableCell data-label={field('number')}>{receipt.number}</TableCell>
          {/* The card's first line on a phone (`order` counts only in a card's flex row). */}
          <TableCell className="card-title" sx={{ whiteSpace: 'nowrap', order: -1 }}>
            {receipt.date}
          </TableCell>
          <TableCell data-label={field('account')}>{receipt.account}</TableCell>
          <TableCell align="right" data-label={field('amount')} sx={{ whiteSpace: 'nowrap' }}>
            {formatMoney(receipt.amount)}
          </TableCell>
          <TableCell>
            {receipt.is_cancelled ? (
              <Chip size="small" color="warning" label={translate('app.receipts.cancelled')} />
            ) : (
              <Chip size="small" color="success" variant="outlined" label={translate('app.receipts.valid')} />
            )}
          </TableCell>
          <TableCell align="right" className="card-end" sx={{ whiteSpace: 'nowrap' }}>
            <ReceiptButton receiptId={receipt.id} number={receipt.number} />
            <UndoCollectionButton
              receiptId={receipt.id}
              number={receipt.number}
              cancelled={receipt.is_cancelled}
            />
          </TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
