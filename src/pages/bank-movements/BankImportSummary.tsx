import { Alert, Box, Typography } from '@mui/material';
import type { StatementImport } from '../../dataProvider/custom/bankMovements';
import { useScopedTranslate } from '../../lib/useScopedTranslate';

const COUNTS = ['lines', 'new_lines', 'duplicate_lines', 'posted', 'suggested', 'unmatched'] as const;

/** What the import made of the statement: its counts, and whether the balances add up. */
export function BankImportSummary({
  description,
  summary,
}: {
  description: string;
  summary: StatementImport;
}) {
  const t = useScopedTranslate('app.bank_movements.summary');
  return (
    <Box aria-live="polite">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('title')}
      </Typography>
      {description && <Typography color="text.secondary">{description}</Typography>}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, auto)', sm: 'repeat(6, auto)' },
          gridAutoFlow: { sm: 'column' },
          gridTemplateRows: { sm: 'auto auto' },
          gap: 1,
          justifyContent: 'start',
          my: 1,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 600 },
        }}
      >
        {COUNTS.map((count) => (
          <Box key={count} sx={{ display: 'contents' }}>
            <dt>{t(count)}</dt>
            <dd>{summary[count]}</dd>
          </Box>
        ))}
      </Box>
      {summary.balanced ? (
        <Alert severity="success">{t('balanced')}</Alert>
      ) : (
        <Alert severity="warning">{summary.balance_message || t('unbalanced')}</Alert>
      )}
    </Box>
  );
}
