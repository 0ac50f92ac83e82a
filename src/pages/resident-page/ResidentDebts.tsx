import { Box, Divider, Typography } from '@mui/material';
import { formatMoney } from '../../../common/money';
import type { ResidentSummary } from '../../dataProvider/custom/residentPage';
import { DebtPayForm } from './DebtPayForm';
import { payableDebts } from './paymentAmounts';
import { EmptyText, ResidentSection } from './ResidentSection';
import { fill, useResidentPage } from './residentContext';

const row = { display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 } as const;

/**
 * The resident's open debts, each with its due date and what is left to pay, and their total. With online
 * payment on, each debt has a box to tick and the chosen ones are paid by card (DebtPayForm).
 */
export function ResidentDebts({
  debts,
  total,
  onlinePayment,
}: {
  debts: ResidentSummary['debts'];
  total: number;
  onlinePayment: ResidentSummary['online_payment'];
}) {
  const { texts } = useResidentPage();
  const payable = onlinePayment ? payableDebts(debts) : [];
  return (
    <ResidentSection title={texts.debts.title}>
      {debts.length === 0 ? (
        <EmptyText>{texts.debts.empty}</EmptyText>
      ) : onlinePayment && payable.length > 0 ? (
        <DebtPayForm debts={payable} onlinePayment={onlinePayment} />
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {debts.map((debt, index) => (
              // Two debts may share a description and a date: the position keeps the keys apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered
              <Box component="li" key={index} sx={row}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{debt.description}</Typography>
                  {debt.due_date && (
                    <Typography variant="body2" color="text.secondary">
                      {fill(texts.debts.due, { date: debt.due_date })}
                    </Typography>
                  )}
                </Box>
                <Typography sx={{ whiteSpace: 'nowrap' }}>{formatMoney(debt.remaining)}</Typography>
              </Box>
            ))}
          </Box>
          <Divider />
          <Box sx={row}>
            <Typography sx={{ fontWeight: 'bold' }}>{texts.debts.total}</Typography>
            <Typography sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}>{formatMoney(total)}</Typography>
          </Box>
        </>
      )}
    </ResidentSection>
  );
}
