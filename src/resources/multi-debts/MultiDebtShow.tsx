import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { formatMoney } from '../../../common/money';
import { useDataQuery } from '../../dataProvider/useData';
import { formatIsoDay } from '../../lib/instantText';
import { phoneCards } from '../../lib/phoneCards';
import { tableScroll } from '../../lib/TableParts';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { DebtStatusChip } from '../debts/DebtStatusChip';
import { batchTarget, type DebtsToDelete, DeleteDebtsDialog } from '../debts/DeleteDebtsDialog';
import { ruleName } from './ruleName';

const PAGE_SIZES = [25, 100, 500];

/** One batch: what it was (rule, type, due date, totals) and its debts, page by page; deleted from here too. */
export function MultiDebtShow() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { id } = useParams<{ id: string }>();
  const { canAccess: canDelete } = useCanAccess({ resource: 'multi-debts', action: 'delete' });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PAGE_SIZES[0]!);
  const [target, setTarget] = useState<DebtsToDelete | null>(null);
  const answer = useDataQuery(
    'debtBatch',
    { id: Number(id), page: page + 1, per_page: perPage },
    { keepPrevious: true },
  );
  const batch = answer.data?.AdditionalData?.multi_debt;
  const totals = answer.data?.AdditionalData;
  const rows = answer.data?.Records ?? [];
  const field = (name: string) => translate(`resources.multi-debts.fields.${name}`);
  const debtField = useScopedTranslate('resources.debts.fields');

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('app.multi_debts.title', { name: batch?.description ?? '' })} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/multi-debts" startIcon={<ArrowBackIcon />}>
          {translate('app.multi_debts.back')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {canDelete && batch && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => setTarget(batchTarget(batch))}>
            {translate('ra.action.delete')}
          </Button>
        )}
      </Box>
      {answer.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {answer.isError && !answer.data && <Alert severity="error">{translate('ra.page.not_found')}</Alert>}
      {batch && totals && (
        <Card>
          <CardContent>
            <Stack spacing={1}>
              <Typography variant="h6" component="h2">
                {batch.description}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Chip label={ruleName(translate, batch)} />
                <Chip
                  label={translate(`app.multi_debts.source.${batch.source}`, { _: batch.source })}
                  variant="outlined"
                />
                {batch.is_interest && (
                  <Chip label={translate('app.multi_debts.interest')} variant="outlined" />
                )}
              </Box>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, auto 1fr)' },
                  columnGap: 2,
                  rowGap: 0.5,
                  m: 0,
                  '& dt': { color: 'text.secondary' },
                  '& dd': { m: 0 },
                }}
              >
                <dt>{field('accounting_type')}</dt>
                <dd>{batch.accounting_type}</dd>
                <dt>{field('due_date')}</dt>
                <dd>{batch.due_date}</dd>
                <dt>{field('created_at')}</dt>
                <dd>{formatIsoDay(batch.created_at)}</dd>
                <dt>{field('debt_count')}</dt>
                <dd>{batch.debt_count}</dd>
                <dt>{field('total')}</dt>
                <dd>{formatMoney(totals.amount)}</dd>
                <dt>{field('paid')}</dt>
                <dd>{formatMoney(totals.paid)}</dd>
                <dt>{field('remaining')}</dt>
                <dd>{formatMoney(totals.remaining)}</dd>
                <dt>{translate('app.debt_entry.responsible')}</dt>
                <dd>{translate(`app.money.responsible.${batch.responsible}`)}</dd>
              </Box>
            </Stack>
          </CardContent>
        </Card>
      )}
      {answer.data && (
        <Card>
          {/* One card per debt on a phone, the resident first (`order` counts only in a card's flex row). */}
          <Box tabIndex={0} sx={[tableScroll, phoneCards]}>
            <Table size="small" aria-label={translate('app.multi_debts.debts_caption')}>
              <TableHead>
                <TableRow>
                  <TableCell>{debtField('building_name')}</TableCell>
                  <TableCell>{debtField('identifier')}</TableCell>
                  <TableCell>{debtField('resident_name')}</TableCell>
                  <TableCell>{debtField('due_date')}</TableCell>
                  <TableCell align="right">{debtField('amount')}</TableCell>
                  <TableCell align="right">{debtField('paid')}</TableCell>
                  <TableCell align="right">{debtField('remaining')}</TableCell>
                  <TableCell>{debtField('status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((debt) => (
                  <TableRow key={debt.id}>
                    <TableCell data-label={debtField('building_name')}>{debt.building_name}</TableCell>
                    <TableCell data-label={debtField('identifier')}>{debt.identifier}</TableCell>
                    <TableCell className="card-title" sx={{ order: -1 }}>
                      {debt.resident_name}
                    </TableCell>
                    <TableCell data-label={debtField('due_date')}>{debt.due_date}</TableCell>
                    <TableCell align="right" data-label={debtField('amount')}>
                      {formatMoney(debt.amount)}
                    </TableCell>
                    <TableCell align="right" data-label={debtField('paid')}>
                      {formatMoney(debt.paid)}
                    </TableCell>
                    <TableCell align="right" data-label={debtField('remaining')}>
                      {formatMoney(debt.remaining)}
                    </TableCell>
                    <TableCell className="card-end">
                      <DebtStatusChip status={debt.status} />
                    </TableCell>
                  </TableRow>
                ))}
                {rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={8}>
                      <Typography color="text.secondary">{translate('app.multi_debts.no_debts')}</Typography>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Box>
          <TablePagination
            component="div"
            count={answer.data.TotalRecords ?? rows.length}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={perPage}
            rowsPerPageOptions={PAGE_SIZES}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            labelDisplayedRows={({ from, to, count }) =>
              translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
            }
          />
        </Card>
      )}
      <DeleteDebtsDialog
        target={target}
        onClose={() => setTarget(null)}
        onDeleted={() => {
          setTarget(null);
          navigate('/multi-debts');
        }}
      />
    </Box>
  );
}
