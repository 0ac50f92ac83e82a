import { Link } from '@mui/material';
import { useCallback, useMemo } from 'react';
import {
  AutocompleteInput,
  CreateButton,
  EditButton,
  ExportButton,
  List,
  NullableBooleanInput,
  type RaRecord,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { phoneText } from '../../../common/phone';
import { ImportButton } from '../../imports/ImportButton';
import { type ExportColumn, xlsxExporter } from '../../lib/excelExport';
import { RecordTable } from '../../lib/RecordTable';
import { MoneyCol } from '../../money/MoneyCol';
import { buildingsByName } from '../buildings/choices';
import { ResidentDeleteButton } from './ResidentDeleteButton';
import { SmsOptOutMark } from './SmsOptOutMark';
import { currentApartmentsText, fullName, GENDERS, type ResidentApartment } from './shared';

const field = (name: string) => `resources.residents.fields.${name}`;

function ResidentListActions() {
  const { canAccess: canCreate } = useCanAccess({ resource: 'residents', action: 'create' });
  return (
    <TopToolbar>
      {canCreate && <CreateButton />}
      <ImportButton kind="residents" />
      {/* The API pages at most 500 rows. */}
      <ExportButton maxResults={500} />
    </TopToolbar>
  );
}

/** Residents of the account: search by name, filter by building, phone and gender; a click opens the person. */
export function ResidentList() {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'residents', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'residents', action: 'delete' });
  const genderChoices = useMemo(
    () => GENDERS.map((id) => ({ id, name: translate(`app.residents.gender.${id}`) })),
    [translate],
  );
  const genderText = useCallback(
    (gender: unknown) => (gender ? translate(`app.residents.gender.${String(gender)}`) : ''),
    [translate],
  );

  const filters = useMemo(
    () => [
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        slotProps={{ htmlInput: { 'aria-label': translate(field('full_name')) } }}
      />,
      <ReferenceInput
        key="building_id"
        source="building_id"
        reference="buildings"
        alwaysOn
        sort={buildingsByName}
      >
        <AutocompleteInput label={field('building_id')} sx={{ minWidth: 200 }} />
      </ReferenceInput>,
      <TextInput
        key="phone"
        source="phone"
        label={field('phone')}
        alwaysOn
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />,
      <SelectInput
        key="gender"
        source="gender"
        label={field('gender')}
        choices={genderChoices}
        alwaysOn
        sx={{ minWidth: 140 }}
      />,
      // true: residents who still owe something; false: those who owe nothing (POST /resident/all debt_remaining).
      <NullableBooleanInput
        key="debt_remaining"
        source="debt_remaining"
        label={field('debt_remaining')}
        trueLabel="app.residents.owes"
        falseLabel="app.residents.owes_nothing"
        alwaysOn
        sx={{ minWidth: 180 }}
      />,
    ],
    [translate, genderChoices],
  );

  const exporter = useMemo(() => {
    const columns: ExportColumn[] = [
      { source: 'name', label: translate(field('name')) },
      { source: 'surname', label: translate(field('surname')) },
      { source: 'phone', label: translate(field('phone')), value: (r) => phoneText(r.phone) },
      { source: 'gender', label: translate(field('gender')), value: (r) => genderText(r.gender) },
      { source: 'birth_day', label: translate(field('birth_day')) },
      { source: 'building_names', label: translate('app.residents.export_building') },
      { source: 'apartment_identifiers', label: translate('app.residents.export_apartment') },
      { source: 'debt_remaining', label: translate(field('debt_remaining')) },
    ];
    return xlsxExporter(columns, translate('app.residents.export_file'));
  }, [translate, genderText]);

  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      // An empty account still shows the toolbar: the Excel import is how most managers enter their first rows.
      empty={false}
      actions={<ResidentListActions />}
      exporter={exporter}
    >
      <RecordTable bulkActionButtons={false} rowClick="show">
        <RecordTable.Col
          source="name"
          label={field('full_name')}
          render={(record: RaRecord) => (
            // A real link, so keyboard users reach the detail page too (the row click is mouse only).
            <Link
              component={RouterLink}
              to={`/residents/${record.id}/show`}
              onClick={(event) => event.stopPropagation()}
              underline="hover"
              color="inherit"
            >
              {fullName(record)}
            </Link>
          )}
        />
        <RecordTable.Col
          source="phone"
          disableSort
          render={(record: RaRecord) => (
            <>
              {phoneText(record.phone)}
              {record.sms_opt_out && <SmsOptOutMark />}
            </>
          )}
          sx={{ whiteSpace: 'nowrap' }}
        />
        <RecordTable.Col
          source="apartments"
          disableSort
          render={(record: RaRecord) => currentApartmentsText(record.apartments as ResidentApartment[])}
        />
        <RecordTable.Col
          source="gender"
          disableSort
          render={(record: RaRecord) => genderText(record.gender)}
        />
        <MoneyCol
          source="debt_remaining"
          label={field('debt_remaining')}
          disableSort={false}
          sx={{ whiteSpace: 'nowrap' }}
        />
        <RecordTable.Col label={false} align="right">
          {canEdit && <EditButton />}
          {canDelete && <ResidentDeleteButton />}
        </RecordTable.Col>
      </RecordTable>
    </List>
  );
}
