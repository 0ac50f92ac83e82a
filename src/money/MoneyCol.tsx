import { DataTable, type DataTableColumnProps } from 'react-admin';
import { formatMoney } from '../../common/money';

/**
 * A money column of a `RecordTable`: the record's `source` as "₺1.234,56", right-aligned and not sortable unless
 * told otherwise; a missing amount shows as ₺0,00.
 */
export function MoneyCol({
  source,
  ...props
}: Omit<DataTableColumnProps, 'render' | 'source'> & { source: string }) {
  return (
    <DataTable.Col
      source={source}
      align="right"
      disableSort
      render={(record) => formatMoney(Number(record[source] ?? 0))}
      {...props}
    />
  );
}
