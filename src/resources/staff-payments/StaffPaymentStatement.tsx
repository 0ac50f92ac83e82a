import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatMoney } from '../../../common/money';
import type { StaffPaidTotals } from '../../dataProvider/custom/staffPayments';
import { useDataQuery } from '../../dataProvider/useData';
import { PdfTabButton } from '../../lib/PdfTabButton';
import { EmptyRow, tableScroll } from '../../lib/TableParts';
import { KINDS } from './StaffPaymentInputs';

const field = (name: string) => `resources.staff-payments.fields.${name}`;
const text = (name: string) => `app.staff_payments.${name}`;

/** What was paid in total and per kind. */
function StatementTotals({ totals }: { totals: StaffPaidTotals }) {
  const translate = useTranslate();
  const items: [string, string, number][] = [
    ['amount', translate(text('total')), totals.amount],
    ...KINDS.map((kind): [string, string, number] => [kind, translate(text(`kinds.${kind}`)), totals[kind]]),
  ];
  return (
    <Box
      component="section"
      aria-label={translate(text('totals'))}
      sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', py: 1 }}
    >
      {items.map(([key, label, amount]) => (
        <Box key={key}>
          <Typography variant="caption" color="text.secondary" component="div">
            {label}
          </Typography>
          <Typography variant="h6" component="div" data-testid={`statement-${key}`}>
            {formatMoney(amount)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A staff member's statement (personel ekstresi): every payment to them in date order with what was paid so far,
 * and the totals per kind. Payments are changed on the staff payments list.
 */
export function StaffPaymentStatement() {
  const translate = useTranslate();
  const staffId = Number(useParams().staffId);
  const { data } = useDataQuery('staffStatement', { staff_id: staffId });
  const title = translate(text('statement_title'), { name: data?.staff.name ?? '' });
  const rows = data?.Records ?? [];
  const columns = ['date', 'kind', 'account', 'accounting_type', 'description'];
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography variant="h6" component="h1">
              {title}
            </Typography>
            <Stack direction="row" spacing={1}>
              <PdfTabButton
                icon={<PrintIcon />}
                load={(dataProvider) => dataProvider.staffStatementPdf({ staff_id: staffId })}
              >
                {translate(text('print'))}
              </PdfTabButton>
              <Button component={Link} to="/staff-payments" startIcon={<ArrowBackIcon />}>
                {translate(text('back'))}
              </Button>
            </Stack>
          </Stack>
          {data && <StatementTotals totals={data.AdditionalData} />}
          <Box sx={tableScroll}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  {columns.map((name) => (
                    <TableCell key={name}>{translate(field(name))}</TableCell>
                  ))}
                  <TableCell align="right">{translate(field('amount'))}</TableCell>
                  <TableCell align="right">{translate(text('paid_so_far'))}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data && rows.length === 0 && (
                  <EmptyRow colSpan={columns.length + 2}>{translate(text('empty'))}</EmptyRow>
                )}
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{row.date}</TableCell>
                    <TableCell>{translate(text(`kinds.${row.kind}`))}</TableCell>
                    <TableCell>{row.account}</TableCell>
                    <TableCell>{row.accounting_type}</TableCell>
                    <TableCell>{row.description}</TableCell>
                    <TableCell align="right">{formatMoney(row.amount)}</TableCell>
                    <TableCell align="right">{formatMoney(row.paid_so_far)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
