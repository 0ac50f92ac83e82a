import { useMemo } from 'react';
import {
  AutocompleteArrayInput,
  maxLength,
  type RaRecord,
  ReferenceArrayInput,
  required,
  SelectInput,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import { isValidIban } from '../../../common/iban';
import { isTurkishMobile, phoneText } from '../../../common/phone';
import { isValidTckn } from '../../../common/tckn';
import { DialogList } from '../../lib/DialogList';
import { PhoneInput } from '../../lib/PhoneInput';
import { RecordTable } from '../../lib/RecordTable';
import { AmountInput, DayInput } from '../../money/LedgerParts';
import { MoneyCol } from '../../money/MoneyCol';
import { buildingsByName } from '../buildings/choices';

const field = (name: string) => `resources.staff.fields.${name}`;

const STAFF_ROLES = ['doorman', 'cleaner', 'gardener', 'security', 'technician', 'manager', 'other'];
const roleChoices = STAFF_ROLES.map((id) => ({ id, name: `app.staff.roles.${id}` }));

const optionalPhone: Validator = (value) =>
  !value || isTurkishMobile(String(value)) ? undefined : 'app.validation.phone';
const tckn: Validator = (value) =>
  !value || isValidTckn(String(value)) ? undefined : 'app.staff.invalid_tckn';
const iban: Validator = (value) =>
  !value || isValidIban(String(value)) ? undefined : 'app.staff.invalid_iban';

/** "12 of 14 days" left this service year, or none in the first year. */
function LeaveLeft({ record }: { record: { annual_entitlement?: number; remaining_leave?: number } }) {
  const translate = useTranslate();
  if (!record.annual_entitlement) return <>{translate('app.staff.no_leave_yet')}</>;
  return (
    <>
      {translate('app.staff.leave_of', {
        remaining: record.remaining_leave,
        entitlement: record.annual_entitlement,
      })}
    </>
  );
}

/** The staff, searched by name; added and edited in a dialog. */
export function StaffList() {
  const translate = useTranslate();
  const exportColumns = useMemo(
    () => [
      ...['name', 'phone', 'start_date', 'national_id', 'insurance_no', 'iban'].map((source) => ({
        source,
        label: translate(field(source)),
      })),
      {
        source: 'role',
        label: translate(field('role')),
        value: (record: RaRecord) => translate(`app.staff.roles.${record.role}`),
      },
      {
        source: 'building_names',
        label: translate(field('building_names')),
        value: (record: RaRecord) => (record.building_names as string[]).join(', '),
      },
      { source: 'monthly_wage', label: translate(field('monthly_wage')) },
      { source: 'remaining_leave', label: translate(field('remaining_leave')) },
    ],
    [translate],
  );
  return (
    <DialogList
      exportColumns={exportColumns}
      defaults={{ role: 'doorman', buildings: [] }}
      fields={
        <>
          <TextInput source="name" validate={[required(), maxLength(120)]} autoFocus />
          <SelectInput source="role" choices={roleChoices} validate={required()} />
          <PhoneInput source="phone" validate={optionalPhone} />
          <ReferenceArrayInput source="buildings" reference="buildings" sort={buildingsByName}>
            <AutocompleteArrayInput label={field('buildings')} />
          </ReferenceArrayInput>
          <DayInput source="start_date" isRequired />
          <AmountInput source="monthly_wage" />
          <TextInput
            source="national_id"
            validate={tckn}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextInput source="insurance_no" validate={maxLength(30)} />
          <TextInput source="iban" validate={iban} />
        </>
      }
    >
      <RecordTable.Col source="name" disableSort />
      <RecordTable.Col
        source="role"
        disableSort
        render={(record) => translate(`app.staff.roles.${record.role}`)}
      />
      <RecordTable.Col source="phone" disableSort render={(record) => phoneText(record.phone)} />
      <RecordTable.Col
        source="building_names"
        disableSort
        render={(record) => (record.building_names as string[]).join(', ')}
      />
      <RecordTable.Col source="start_date" disableSort />
      <RecordTable.Col
        source="remaining_leave"
        disableSort
        render={(record) => <LeaveLeft record={record} />}
      />
      <MoneyCol source="monthly_wage" />
    </DialogList>
  );
}
