import { Box, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import {
  Create,
  Edit,
  maxLength,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DecimalTextInput } from '../../lib/DecimalTextInput';
import { DeleteWithCodeButton } from '../../lib/DeleteWithCodeButton';
import { FormPicker } from '../../lib/FormPicker';
import { useDescriptionNotify } from '../../lib/useDescriptionNotify';
import { buildingsByName } from '../buildings/choices';
import { useGroupChoices } from '../debt-groups/useGroupChoices';

/** Save, and delete through the SMS code dialog. */
function ApartmentEditToolbar() {
  const { canAccess: canDelete } = useCanAccess({ resource: 'apartments', action: 'delete' });
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && (
        // One flex item: the button's dialog sits beside it and would otherwise take the right edge.
        <div>
          <DeleteWithCodeButton redirectToList />
        </div>
      )}
    </Toolbar>
  );
}

/** The flat's payment code, given by the server and never typed: shown, not sent as a field to change. */
function PaymentCodeFact() {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record?.payment_code) return null;
  return (
    <Box sx={{ gridColumn: { sm: '1 / -1' }, mb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('resources.apartments.fields.payment_code')}
      </Typography>
      <Typography sx={{ fontWeight: 500 }}>{String(record.payment_code)}</Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('app.apartments.payment_code_hint')}
      </Typography>
    </Box>
  );
}

/** Block, flat number, m² and land share (decimal comma accepted), and the dues group. */
function ApartmentFields({ isCreate, toolbar }: { isCreate: boolean; toolbar?: ReactElement }) {
  const duesGroups = useGroupChoices(2);
  return (
    <SimpleForm toolbar={toolbar}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { sm: '1fr 1fr' },
          columnGap: 2,
          width: '100%',
          maxWidth: 720,
        }}
      >
        <ReferenceInput source="building_id" reference="buildings" sort={buildingsByName}>
          <FormPicker validate={required()} />
        </ReferenceInput>
        <TextInput source="identifier" validate={[required(), maxLength(20)]} />
        <DecimalTextInput source="area" maxDecimals={2} />
        <DecimalTextInput source="land" maxDecimals={4} />
        <SelectInput
          source="group_id"
          choices={duesGroups}
          helperText={isCreate ? 'app.apartments.group_hint' : 'app.apartments.group_kept'}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        {!isCreate && <PaymentCodeFact />}
      </Box>
    </SimpleForm>
  );
}

export function ApartmentCreate() {
  const onSuccess = useDescriptionNotify('show');
  return (
    <Create mutationOptions={{ onSuccess }} redirect="show">
      <ApartmentFields isCreate />
    </Create>
  );
}

export function ApartmentEdit() {
  const onSuccess = useDescriptionNotify('show');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }} redirect="show">
      <ApartmentFields isCreate={false} toolbar={<ApartmentEditToolbar />} />
    </Edit>
  );
}
