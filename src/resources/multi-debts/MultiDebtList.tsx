import { useMemo } from 'react';
import {
  ExportButton,
  List,
  type RaRecord,
  SearchInput,
  ShowButton,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import type { Batch } from '../../dataProvider/custom/property';
import { xlsxExporter } from '../../lib/excelExport';
import { formatIsoDay } from '../../lib/instantText';
import { RecordTable } from '../../lib/RecordTable';
import { MoneyCol } from '../../money/MoneyCol';
import { batchTarget, useDeleteDebtsFromList } from '../debts/DeleteDebtsDialog';
import { DeleteRowButton } from '../debts/DeleteRowButton';
import { ruleName } from './ruleName';

/** Row buttons stay on one line. */
const nowrap = () => ({ whiteSpace: 'nowrap' }) as const;

const field = (name: string) => `resources.multi-debts.fields.${name}`;

/** Toplu borçlar: every batch with its rule, count and totals; a click opens its debts. */
/** Description or debt type. */
const searchOnly = [<SearchInput key="q" source="q" alwaysOn />];

export function MultiDebtList() {
  const translate = useTranslate();
  const { canAccess: canDelete } = useCanAccess({ resource: 'multi-debts', action: 'delete' });
  const deletion = useDeleteDebtsFromList();
  const exporter = useMemo(
    () =>
      xlsxExporter<Batch & RaRecord>(
        [
          {
            source: 'created_at',
            label: translate(field('created_at')),
            value: (r) => formatIsoDay(r.created_at),
          },
          { source: 'due_date', label: translate(field('due_date')) },
          { source: 'accounting_type', label: translate(field('accounting_type')) },
          { source: 'rule_name', label: translate(field('rule_name')), value: (r) => ruleName(translate, r) },
          { source: 'description', label: translate(field('description')) },
          { source: 'debt_count', label: translate(field('debt_count')) },
          { source: 'total', label: translate(field('total')) },
          { source: 'paid', label: translate(field('paid')) },
          { source: 'remaining', label: translate(field('remaining')) },
        ],
        translate('resources.multi-debts.name', { smart_count: 2 }),
      ),
    [translate],
  );
  return (
    <>
      <List
        filters={searchOnly}
        actions={
          <TopToolbar>
            <ExportButton maxResults={5000} />
          </TopToolbar>
        }
        exporter={exporter}
        sort={{ field: 'id', order: 'DESC' }}
      >
        <RecordTable bulkActionButtons={false} rowClick="show">
          <RecordTable.Col source="created_at" disableSort render={(r) => formatIsoDay(r.created_at)} />
          <RecordTable.Col source="due_date" disableSort />
          <RecordTable.Col source="accounting_type" disableSort />
          <RecordTable.Col source="rule_name" disableSort render={(r: Batch) => ruleName(translate, r)} />
          <RecordTable.Col source="description" disableSort />
          <RecordTable.Col source="debt_count" align="right" disableSort />
          <MoneyCol source="total" />
          <MoneyCol source="paid" />
          <RecordTable.Col label={false} align="right" cellSx={nowrap}>
            <ShowButton />
            {canDelete && <DeleteRowButton toTarget={batchTarget} onDelete={deletion.ask} />}
          </RecordTable.Col>
        </RecordTable>
      </List>
      {deletion.dialog}
    </>
  );
}
