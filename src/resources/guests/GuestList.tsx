import { Alert, Chip } from '@mui/material';
import { useMemo } from 'react';
import {
  AutocompleteInput,
  maxLength,
  type RaRecord,
  ReferenceInput,
  required,
  TextInput,
  type TextInputProps,
  useTranslate,
  type Validator,
} from 'react-admin';
import { MESSAGES } from '../../../common/messages';
import { isTurkishMobile, phoneText } from '../../../common/phone';
import { DialogList } from '../../lib/DialogList';
import { FormPicker } from '../../lib/FormPicker';
import { PhoneInput } from '../../lib/PhoneInput';
import { RecordTable } from '../../lib/RecordTable';
import { DayInput } from '../../money/LedgerParts';
import { GuestLeftButton } from './GuestLeftButton';
import { normalizeVisitTime, nowInIstanbul, visitMinutes } from './guestTimes';

const field = (name: string) => `resources.guests.fields.${name}`;

const realTime: Validator = (value) =>
  value && visitMinutes(String(value)) === null ? 'app.guests.invalid_time' : undefined;

/** The server refuses it too; saying so under the field spares the round trip. */
const notBeforeArrival: Validator = (value, values) => {
  const left = value ? visitMinutes(String(value)) : null;
  const arrived = values.arrived_at ? visitMinutes(String(values.arrived_at)) : null;
  return left !== null && arrived !== null && left < arrived ? 'app.guests.left_before_arrival' : undefined;
};

const optionalPhone: Validator = (value) =>
  !value || isTurkishMobile(String(value)) ? undefined : 'app.validation.phone';

function VisitTimeInput(props: TextInputProps) {
  const translate = useTranslate();
  return (
    <TextInput
      placeholder={translate('app.guests.time_hint')}
      parse={(value: string) => normalizeVisitTime(value)}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 16 } }}
      {...props}
    />
  );
}

/** "A Blok 12", as the apartments resource names its records (said here too: the picker must not depend on it). */
const flatName = (record: RaRecord) => `${record.building_name ?? ''} ${record.identifier ?? ''}`.trim();

const filters = [
  <DayInput
    key="start_date"
    source="start_date"
    label="app.guests.start_date"
    alwaysOn
    sx={{ width: 170 }}
  />,
  <DayInput key="end_date" source="end_date" label="app.guests.end_date" alwaysOn sx={{ width: 170 }} />,
  <ReferenceInput key="apartment_id" source="apartment_id" reference="apartments" alwaysOn>
    <AutocompleteInput label={field('apartment_id')} optionText={flatName} sx={{ minWidth: 180 }} />
  </ReferenceInput>,
];

/** The visits, newest first, filtered by day range and flat; a visitor still inside can be checked out. */
export function GuestList() {
  const translate = useTranslate();
  const exportColumns = useMemo(
    () =>
      ['apartment', 'name', 'phone', 'plate', 'arrived_at', 'left_at', 'note'].map((source) => ({
        source,
        label: translate(field(source)),
      })),
    [translate],
  );
  return (
    <DialogList
      filters={filters}
      exportColumns={exportColumns}
      empty={
        <Alert severity="info" sx={{ m: 2 }}>
          {MESSAGES.noVisitsForApartment}
        </Alert>
      }
      // Read at each "Yeni": a visit starts now.
      defaults={{
        get arrived_at() {
          return nowInIstanbul();
        },
      }}
      fields={
        <>
          <ReferenceInput source="apartment_id" reference="apartments">
            <FormPicker label={field('apartment_id')} optionText={flatName} validate={required()} />
          </ReferenceInput>
          <TextInput source="name" validate={[required(), maxLength(120)]} />
          <PhoneInput source="phone" validate={optionalPhone} />
          <TextInput source="plate" validate={maxLength(20)} />
          <VisitTimeInput source="arrived_at" validate={[required(), realTime]} />
          <VisitTimeInput source="left_at" validate={[realTime, notBeforeArrival]} />
          <TextInput source="note" multiline minRows={2} validate={maxLength(1000)} />
        </>
      }
    >
      <RecordTable.Col source="arrived_at" disableSort />
      <RecordTable.Col source="apartment" disableSort />
      <RecordTable.Col source="name" disableSort />
      <RecordTable.Col source="phone" disableSort render={(record) => phoneText(record.phone)} />
      <RecordTable.Col source="plate" disableSort />
      <RecordTable.Col
        source="left_at"
        disableSort
        render={(record) =>
          record.left_at ?? <Chip size="small" color="info" label={translate('app.guests.still_inside')} />
        }
      />
      <RecordTable.Col label={false} render={() => <GuestLeftButton />} />
    </DialogList>
  );
}
