import { Children, cloneElement, isValidElement, type ReactElement } from 'react';
import { DataTable, type DataTableProps, useResourceContext, useTranslateLabel } from 'react-admin';

type ColumnProps = { label?: unknown; source?: string };

/**
 * On a phone the table turns into one card per record: no header row, the first column as the card's title, every
 * other value after its column's name, the row's buttons at the card's right. Nothing scrolls sideways and no
 * button is off-screen. The column names come from the same labels as the header (`data-label` on each cell).
 */
const phoneCards = {
  '@media (max-width: 599.95px)': {
    '& .RaDataTable-table, & .RaDataTable-tbody': { display: 'block' },
    '& .RaDataTable-thead': { display: 'none' },
    '& .RaDataTable-row': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: 1.5,
      rowGap: 0.25,
      px: 1.5,
      py: 1,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& .RaDataTable-rowCell': { display: 'block', border: 0, p: 0, whiteSpace: 'normal', textAlign: 'left' },
    '& .RaDataTable-rowCell:first-of-type': { flexBasis: '100%', fontWeight: 500 },
    '& .RaDataTable-rowCell:not(:first-of-type)[data-label]::before': {
      content: 'attr(data-label) ": "',
      color: 'text.secondary',
    },
    '& .RaDataTable-rowCell:empty': { display: 'none' },
    '& .RaDataTable-rowCell:last-of-type:not([data-label])': { ml: 'auto', whiteSpace: 'nowrap' },
  },
};

/** react-admin's DataTable, shown as cards on a phone (see `phoneCards`); columns are `RecordTable.Col`. */
export function RecordTable(props: DataTableProps) {
  const resource = useResourceContext(props);
  const translateLabel = useTranslateLabel();
  const labelOf = ({ label, source }: ColumnProps): string | undefined => {
    if (label === false || (label == null && !source)) return undefined;
    const text = translateLabel({ label: label as string | undefined, resource, source });
    return typeof text === 'string' ? text : undefined;
  };
  const columns = Children.map(props.children, (child) =>
    isValidElement<ColumnProps>(child)
      ? cloneElement(child as ReactElement<ColumnProps & { 'data-label'?: string }>, {
          'data-label': labelOf(child.props),
        })
      : child,
  );
  return (
    <DataTable
      {...props}
      sx={[phoneCards, ...(Array.isArray(props.sx) ? props.sx : props.sx ? [props.sx] : [])]}
    >
      {columns}
    </DataTable>
  );
}

RecordTable.Col = DataTable.Col;
RecordTable.NumberCol = DataTable.NumberCol;
