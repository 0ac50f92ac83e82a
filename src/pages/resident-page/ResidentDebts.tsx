import { Box, Divider, Typography } from '@mui/material';
import { formatMoney } from '../../../common/money';
import type { ResidentSummary } from '../../dataProvider/custom/residentPage';
import { EmptyText, ResidentSection } from './ResidentSection';
import { fill, useResidentPage } from './residentContext';

const row = { display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 } as const;

/** The resident's open debts, each with its due date and what is left to pay, and their total. */
export function ResidentDebts({ debts, total }: { debts: ResidentSummary['debts']; total: number }) {
  const { texts } = useResidentPage();
  return (
    <ResidentSection title={texts.debts.title}>
      {debts.length === 0 ? (
        <EmptyText>{texts.debts.empty}</EmptyText>
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
