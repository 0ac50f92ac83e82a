import { Box, Link, Typography } from '@mui/material';
import { formatMoney } from '../../../common/money';
import { type ResidentSummary, residentReceiptUrl } from '../../dataProvider/custom/residentPage';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { EmptyText, ResidentSection } from './ResidentSection';
import { fill, useResidentPage } from './residentContext';

/** The resident's receipts, each a link to its PDF. */
export function ResidentReceipts({ receipts }: { receipts: ResidentSummary['receipts'] }) {
  const { token, texts } = useResidentPage();
  return (
    <ResidentSection title={texts.receipts.title}>
      {receipts.length === 0 ? (
        <EmptyText>{texts.receipts.empty}</EmptyText>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {receipts.map((receipt) => (
            <Box
              component="li"
              key={receipt.id}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}
            >
              <Box>
                <Link href={residentReceiptUrl(token, receipt.id)} target="_blank" rel="noopener">
                  {fill(texts.receipts.receipt, { number: receipt.number })}
                  <Box component="span" sx={visuallyHidden}>
                    {` (${texts.receipts.pdf})`}
                  </Box>
                </Link>
                {receipt.date && (
                  <Typography variant="body2" color="text.secondary">
                    {receipt.date}
                  </Typography>
                )}
              </Box>
              <Typography sx={{ whiteSpace: 'nowrap' }}>{formatMoney(receipt.total)}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </ResidentSection>
  );
}
