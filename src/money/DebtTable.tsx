import PaymentsIcon from '@mui/icons-material/Payments';
import { Box, Button, Checkbox, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatMoney } from '../../common/money';
import type { DebtRow, DebtTotals } from '../dataProvider/custom/moneyAnswers';
import { phoneCards } from '../lib/phoneCards';
import { EmptyRow, HiddenLabelCell, TotalsFooter, tableScroll } from '../lib/TableParts';
import { useScopedTranslate } from '../lib/useScopedTranslate';

export interface DebtTableProps {
  rows: DebtRow[];
  /** The table's accessible name. */
  label: string;
  loading?: boolean;
  /** Totals of every matching debt (not only the page), shown in the footer. */
  totals?: DebtTotals | null;
  /** Checkboxes to choose debts: the chosen ids and how they change. */
  selected?: number[];
  onSelect?(ids: number[]): void;
  /** Which place columns to show. */
  showApartment?: boolean;
  showResident?: boolean;
  showStatus?: boolean;
  /** A "Öde" button on each open debt. */
  onPay?(debt: DebtRow): void;
  emptyText?: string;
}

const STATUS_COLOR = { paid: 'success', partial: 'warning', unpaid: 'default' } as const;

/**
 * Debts as a table: due date, type, description, amount, paid and remaining, optionally chosen or paid. On a phone
 * each debt is a card (phoneCards) titled by its due date, the description on a line of its own and "Öde" at the
 * card's right (issue 26: at 390 px the collection page hid them off to the right).
 */
export function DebtTable({
  rows,
  label,
  loading = false,
  totals,
  selected,
  onSelect,
  showApartment = false,
  showResident = false,
  showStatus = false,
  onPay,
  emptyText,
}: DebtTableProps) {
  const t = useScopedTranslate('app.payments');
  const selectable = Boolean(selected && onSelect);
  const chosen = new Set(selected ?? []);
  const allChosen = rows.length > 0 && rows.every((row) => chosen.has(row.id));
  const someChosen = rows.some((row) => chosen.has(row.id));
  const columns =
    6 + (selectable ? 1 : 0) + (showApartment ? 1 : 0) + (showResident ? 1 : 0) + (showStatus ? 1 : 0);
  const toggle = (id: number) =>
    onSelect?.(chosen.has(id) ? [...chosen].filter((other) => other !== id) : [...chosen, id]);

  return (
    <Box sx={[tableScroll, phoneCards]}>
      <Table size="small" aria-label={label} aria-busy={loading}>
        <TableHead>
          <TableRow>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allChosen}
                  indeterminate={someChosen && !allChosen}
                  disabled={rows.length === 0}
                  onChange={() => onSelect?.(allChosen ? [] : rows.map((row) => row.id))}
                  slotProps={{ input: { 'aria-label': t('choose_all') } }}
                />
              </TableCell>
            )}
            <TableCell>{t('due_date')}</TableCell>
            {showApartment && <TableCell>{t('apartment')}</TableCell>}
            {showResident && <TableCell>{t('resident')}</TableCell>}
            <TableCell>{t('type')}</TableCell>
            <TableCell>{t('description')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
            <TableCell align="right">{t('paid')}</TableCell>
            <TableCell align="right">{t('remaining')}</TableCell>
            {showStatus && <TableCell>{t('status')}</TableCell>}
            {onPay && <HiddenLabelCell>{t('actions')}</HiddenLabelCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((debt) => {
            const name = `${debt.due_date} ${debt.description}`;
            return (
              <TableRow
                key={debt.id}
                hover={selectable}
                selected={chosen.has(debt.id)}
                onClick={selectable ? () => toggle(debt.id) : undefined}
                sx={selectable ? { cursor: 'pointer' } : undefined}
              >
                {selectable && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={chosen.has(debt.id)}
                      onClick={(event) => event.stopPropagation()}
                      onChange={() => toggle(debt.id)}
                      slotProps={{ input: { 'aria-label': t('choose_debt', { name }) } }}
                    />
                  </TableCell>
                )}
                <TableCell className="card-title" sx={{ whiteSpace: 'nowrap' }}>
                  {debt.due_date}
                </TableCell>
                {showApartment && (
                  <TableCell data-label={t('apartment')} sx={{ whiteSpace: 'nowrap' }}>
                    {debt.building_name} {debt.identifier}
                  </TableCell>
                )}
                {showResident && <TableCell data-label={t('resident')}>{debt.resident_name}</TableCell>}
                <TableCell data-label={t('type')}>{debt.accounting_type}</TableCell>
                <TableCell className="card-wide" data-label={t('description')}>
                  {debt.description}
                </TableCell>
                <TableCell data-label={t('amount')} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(debt.amount)}
                </TableCell>
                <TableCell data-label={t('paid')} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(debt.paid)}
                </TableCell>
                <TableCell
                  data-label={t('remaining')}
                  align="right"
                  sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}
                >
                  {formatMoney(debt.remaining)}
                </TableCell>
                {showStatus && (
                  <TableCell data-label={t('status')}>
                    <Chip
                      size="small"
                      color={STATUS_COLOR[debt.status]}
                      variant={debt.status === 'unpaid' ? 'outlined' : 'filled'}
                      label={t(`status_${debt.status}`)}
                    />
                  </TableCell>
                )}
                {onPay && (
                  <TableCell className="card-end" align="right">
                    {debt.remaining > 0 && (
                      <Button
                        size="small"
                        startIcon={<PaymentsIcon />}
                        onClick={(event) => {
                          event.stopPropagation();
                          onPay(debt);
                        }}
                        aria-label={t('pay_debt_named', { name })}
                      >
                        {t('pay')}
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
          {!loading && rows.length === 0 && (
            <EmptyRow colSpan={columns + (onPay ? 1 : 0)}>{emptyText ?? t('no_debts')}</EmptyRow>
          )}
        </TableBody>
        {totals && rows.length > 0 && (
          <TotalsFooter>
            <TableCell className="card-title" colSpan={columns - 3 - (showStatus ? 1 : 0)}>
              {t('total')}
            </TableCell>
            <TableCell data-label={t('amount')} align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(totals.amount)}
            </TableCell>
            <TableCell data-label={t('paid')} align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(totals.paid)}
            </TableCell>
            <TableCell data-label={t('remaining')} align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(totals.remaining)}
            </TableCell>
            {showStatus && <TableCell />}
            {onPay && <TableCell />}
          </TotalsFooter>
        )}
      </Table>
    </Box>
  );
}
