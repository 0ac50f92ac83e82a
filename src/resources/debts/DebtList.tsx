import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  AutocompleteInput,
  ExportButton,
  FilterButton,
  List,
  type RaRecord,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
  type TextInputProps,
  TopToolbar,
  useCanAccess,
  useListContext,
  useTranslate,
} from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { DebtRow, DebtTotals } from '../../dataProvider/custom/moneyAnswers';
import { ImportButton } from '../../imports/ImportButton';
import { dmyValidator } from '../../lib/DmyField';
import { xlsxExporter } from '../../lib/excelExport';
import { useWideScreen } from '../../lib/PhoneFilters';
import { RecordTable } from '../../lib/RecordTable';
import { DEBT_STATUSES } from '../../money/amounts';
import { MoneyCol } from '../../money/MoneyCol';
import { useIncomeTypes } from '../../money/moneyInputs';
import { buildingsByName } from '../buildings/choices';
import { parseDateText } from '../residents/shared';
import { DebtStatusChip } from './DebtStatusChip';
import { debtTarget, useDeleteDebtsFromList } from './DeleteDebtsDialog';
import { DeleteRowButton } from './DeleteRowButton';

/** Row buttons stay on one line. */
const nowrap = () => ({ whiteSpace: 'nowrap' }) as const;

const field = (name: string) => `resources.debts.fields.${name}`;

/** A day filter typed as DD.MM.YYYY ("14052025" becomes "14.05.2025"). */
function DayFilterInput(props: TextInputProps) {
  return (
    <TextInput
      placeholder="GG.AA.YYYY"
      parse={parseDateText}
      validate={dmyValidator}
      sx={{ width: 190 }}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      {...props}
    />
  );
}

/** The totals of every debt the filters match (not only this page), from the answer's AdditionalData. */
function DebtTotalsBar() {
  const translate = useTranslate();
  const { meta, isPending } = useListContext();
  const totals = meta as DebtTotals | undefined;
  if (isPending || !totals) return null;
  const items: [string, number][] = [
    ['amount', totals.amount],
    ['paid', totals.paid],
    ['remaining', totals.remaining],
  ];
  return (
    <Box
      component="section"
      aria-label={translate('app.debts.totals')}
      sx={{
        display: 'flex',
        gap: 4,
        flexWrap: 'wrap',
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {items.map(([name, amount]) => (
        <Box key={name}>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate(`app.debts.total_${name}`)}
          </Typography>
          <Typography variant="h6" component="div" data-testid={`debt-total-${name}`}>
            {formatMoney(amount)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Tüm borçlar: every live debt with filters, the totals of what matches, export and delete. */
export function DebtList() {
  const translate = useTranslate();
  const { types } = useIncomeTypes();
  const { canAccess: canDelete } = useCanAccess({ resource: 'debts', action: 'delete' });
  // On a phone only the search stands above the debts; the other filters wait behind the filter button, so the
  // first debt is on the first screen (six fields one under the other pushed it down).
  const wide = useWideScreen();
  const deletion = useDeleteDebtsFromList();
  const statusChoices = useMemo(
    () => DEBT_STATUSES.map((id) => ({ id, name: translate(`app.money.status.${id}`) })),
    [translate],
  );

  const filters = useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn />,
      <ReferenceInput
        key="building_id"
        source="building_id"
        reference="buildings"
        alwaysOn={wide}
        sort={buildingsByName}
      >
        <AutocompleteInput label={field('building_id')} sx={{ minWidth: 180 }} />
      </ReferenceInput>,
      <ReferenceInput key="apartment_id" source="apartment_id" reference="apartments">
        <AutocompleteInput label={field('apartment_id')} sx={{ minWidth: 180 }} />
      </ReferenceInput>,
      <ReferenceInput key="resident_id" source="resident_id" reference="residents">
        <AutocompleteInput label={field('resident_id')} sx={{ minWidth: 200 }} />
      </ReferenceInput>,
      <SelectInput
        key="accounting_type_id"
        source="accounting_type_id"
        label={field('accounting_type_id')}
        choices={types}
        alwaysOn={wide}
        sx={{ minWidth: 160 }}
      />,
      <DayFilterInput key="start_date" source="start_date" alwaysOn={wide} />,
      <DayFilterInput key="end_date" source="end_date" alwaysOn={wide} />,
      <SelectInput
        key="status"
        source="status"
        label={field('status')}
        choices={statusChoices}
        alwaysOn={wide}
        sx={{ minWidth: 160 }}
      />,
    ],
    [types, statusChoices, wide],
  );

  const exporter = useMemo(
    () =>
      xlsxExporter<DebtRow & RaRecord>(
        [
          { source: 'building_name', label: translate(field('building_name')) },
          { source: 'identifier', label: translate(field('identifier')) },
          { source: 'resident_name', label: translate(field('resident_name')) },
          { source: 'accounting_type', label: translate(field('accounting_type')) },
          { source: 'description', label: translate(field('description')) },
          { source: 'due_date', label: translate(field('due_date')) },
          { source: 'amount', label: translate(field('amount')) },
          { source: 'paid', label: translate(field('paid')) },
          { source: 'remaining', label: translate(field('remaining')) },
          {
            source: 'status',
            label: translate(field('status')),
            value: (record) => translate(`app.money.status.${record.status}`),
          },
        ],
        translate('resources.debts.name', { smart_count: 2 }),
      ),
    [translate],
  );

  return (
    <>
      <List
        filters={filters}
        // A new account starts by importing its debts: the toolbar with the import stays even with no debts.
        empty={false}
        actions={
          <TopToolbar>
            <FilterButton />
            <ImportButton kind="debts" />
            <ExportButton maxResults={10000} />
          </TopToolbar>
        }
        exporter={exporter}
      >
        <DebtTotalsBar />
        <RecordTable bulkActionButtons={false} rowClick={false}>
          <RecordTable.Col source="building_name" disableSort cellSx={nowrap} />
          <RecordTable.Col source="identifier" disableSort />
          <RecordTable.Col source="resident_name" disableSort />
          <RecordTable.Col source="accounting_type" disableSort />
          <RecordTable.Col source="description" disableSort />
          <RecordTable.Col source="due_date" disableSort />
          <MoneyCol source="amount" />
          <MoneyCol source="paid" />
          <MoneyCol source="remaining" />
          <RecordTable.Col source="status" disableSort render={(r) => <DebtStatusChip status={r.status} />} />
          {canDelete ? (
            <RecordTable.Col label={false} align="right" cellSx={nowrap}>
              <DeleteRowButton toTarget={debtTarget} onDelete={deletion.ask} />
            </RecordTable.Col>
          ) : null}
        </RecordTable>
      </List>
      {deletion.dialog}
    </>
  );
}
