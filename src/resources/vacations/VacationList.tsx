import { FormHelperText } from '@mui/material';
import { useMemo } from 'react';
import {
  AutocompleteInput,
  maxLength,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import { dmyToIso, normalizeDmy } from '../../../common/date';
import { DialogList } from '../../lib/DialogList';
import { FormPicker } from '../../lib/FormPicker';
import { RecordTable } from '../../lib/RecordTable';
import { DayInput } from '../../money/LedgerParts';

const field = (name: string) => `resources.vacations.fields.${name}`;

const isoOf = (value: unknown) => (value ? dmyToIso(normalizeDmy(String(value))) : null);

/** The server refuses it too; saying so under the field spares the round trip. */
const notBeforeStart: Validator = (value, values) => {
  const end = isoOf(value);
  const start = isoOf(values.start_date);
  return end && start && end < start ? 'app.vacations.end_before_start' : undefined;
};

const filters = [
  <ReferenceInput key="staff_id" source="staff_id" reference="staff" alwaysOn>
    <AutocompleteInput label={field('staff_id')} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
];

/** Staff leave, latest first, of everyone or of one person; recorded in a dialog, working days counted by the server. */
export function VacationList() {
  const translate = useTranslate();
  const exportColumns = useMemo(
    () =>
      ['staff_name', 'leave_type', 'start_date', 'end_date', 'working_days', 'note'].map((source) => ({
        source,
        label: translate(field(source)),
      })),
    [translate],
  );
  return (
    <DialogList
      filters={filters}
      exportColumns={exportColumns}
      nameOf={(record) => String(record.staff_name ?? '')}
      fields={
        <>
          <ReferenceInput source="staff_id" reference="staff">
            <FormPicker label={field('staff_id')} validate={required()} />
          </ReferenceInput>
          <ReferenceInput source="leave_type_id" reference="leave-types" perPage={100}>
            <SelectInput label={field('leave_type_id')} validate={required()} />
          </ReferenceInput>
          <DayInput source="start_date" isRequired />
          <DayInput source="end_date" validate={[required(), notBeforeStart]} />
          <FormHelperText>{translate('app.vacations.working_days_hint')}</FormHelperText>
          <TextInput source="note" multiline minRows={2} validate={maxLength(1000)} />
        </>
      }
    >
      <RecordTable.Col source="staff_name" disableSort />
      <RecordTable.Col source="leave_type" disableSort />
      <RecordTable.Col source="start_date" disableSort />
      <RecordTable.Col source="end_date" disableSort />
      <RecordTable.Col source="working_days" disableSort align="right" />
      <RecordTable.Col source="note" disableSort />
    </DialogList>
  );
}
