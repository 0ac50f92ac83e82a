import { useMemo } from 'react';
import {
  AutocompleteInput,
  CreateButton,
  ExportButton,
  List,
  type RaRecord,
  ReferenceInput,
  SelectInput,
  ShowButton,
  TextInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { ImportButton } from '../../imports/ImportButton';
import { decimalText } from '../../lib/DecimalTextInput';
import { DeleteWithCodeButton } from '../../lib/DeleteWithCodeButton';
import { type ExportColumn, xlsxExporter } from '../../lib/excelExport';
import { LabelledSearchInput } from '../../lib/LabelledSearchInput';
import { RecordTable } from '../../lib/RecordTable';
import { buildingsByName } from '../buildings/choices';
import { useGroupChoices } from '../debt-groups/useGroupChoices';

/** "Ayşe Yılmaz", or nothing when the flat has no owner (tenant). */
export const personName = (name: unknown, surname: unknown) =>
  name ? `${String(name)} ${String(surname ?? '')}`.trim() : '';

function ApartmentListActions() {
  const { canAccess: canCreate } = useCanAccess({ resource: 'apartments', action: 'create' });
  return (
    <TopToolbar>
      {canCreate && <CreateButton />}
      <ImportButton kind="apartments" />
      {/* The API pages at most 500 rows. */}
      <ExportButton maxResults={500} />
    </TopToolbar>
  );
}

const field = (name: string) => `resources.apartments.fields.${name}`;

/** Apartments of every building; a click opens the apartment's detail page. */
export function ApartmentList() {
  const translate = useTranslate();
  const duesGroups = useGroupChoices(2);
  const { canAccess: canDelete } = useCanAccess({ resource: 'apartments', action: 'delete' });

  const filters = useMemo(
    () => [
      <LabelledSearchInput key="q" source="q" alwaysOn />,
      <ReferenceInput
        key="building_id"
        source="building_id"
        reference="buildings"
        alwaysOn
        sort={buildingsByName}
      >
        <AutocompleteInput label={field('building_id')} sx={{ minWidth: 200 }} />
      </ReferenceInput>,
      <SelectInput
        key="group_id"
        source="group_id"
        label={field('group_id')}
        choices={duesGroups}
        alwaysOn
        sx={{ minWidth: 180 }}
      />,
      <TextInput key="identifier" source="identifier" alwaysOn sx={{ maxWidth: 140 }} />,
    ],
    [duesGroups],
  );

  const exporter = useMemo(() => {
    const columns: ExportColumn[] = [
      { source: 'building_name', label: translate(field('building_name')) },
      { source: 'identifier', label: translate(field('identifier')) },
      { source: 'area', label: translate(field('area')) },
      { source: 'land', label: translate(field('land')) },
      { source: 'group_name', label: translate(field('group_name')) },
      { source: 'payment_code', label: translate(field('payment_code')) },
      {
        source: 'owner_name',
        label: translate(field('owner')),
        value: (r: RaRecord) => personName(r.owner_name, r.owner_surname),
      },
      {
        source: 'tenant_name',
        label: translate(field('tenant')),
        value: (r: RaRecord) => personName(r.tenant_name, r.tenant_surname),
      },
    ];
    return xlsxExporter(columns, translate('resources.apartments.name', { smart_count: 2 }));
  }, [translate]);

  return (
    <List
      filters={filters}
      sort={{ field: 'building_name', order: 'ASC' }}
      // An empty account still shows the toolbar: the Excel import is how most managers enter their first rows.
      empty={false}
      actions={<ApartmentListActions />}
      exporter={exporter}
    >
      <RecordTable bulkActionButtons={false} rowClick="show">
        <RecordTable.Col source="building_name" />
        <RecordTable.Col source="identifier" />
        <RecordTable.Col source="area" align="right" render={(r) => decimalText(r.area)} />
        <RecordTable.Col source="land" align="right" render={(r) => decimalText(r.land)} />
        <RecordTable.Col source="group_name" disableSort />
        <RecordTable.Col source="payment_code" disableSort />
        <RecordTable.Col
          source="owner_name"
          label={field('owner')}
          disableSort
          render={(r) => personName(r.owner_name, r.owner_surname)}
        />
        <RecordTable.Col
          source="tenant_name"
          label={field('tenant')}
          disableSort
          render={(r) => personName(r.tenant_name, r.tenant_surname)}
        />
        <RecordTable.Col label={false} align="right">
          <ShowButton />
          {canDelete && <DeleteWithCodeButton />}
        </RecordTable.Col>
      </RecordTable>
    </List>
  );
}
