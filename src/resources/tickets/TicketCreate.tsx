import {
  AutocompleteInput,
  Create,
  maxLength,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { categoryChoices } from './ticketChoices';

/** The back office opens a ticket for a resident (a call, a visit); the first message is the description. */
export function TicketCreate() {
  return (
    <Create redirect="show">
      <SimpleForm>
        <TextInput source="subject" validate={[required(), maxLength(200)]} fullWidth />
        <SelectInput source="category" choices={categoryChoices} validate={required()} defaultValue="fault" />
        <ReferenceInput source="resident_id" reference="residents">
          <AutocompleteInput label="resources.tickets.fields.resident_id" sx={{ minWidth: 240 }} />
        </ReferenceInput>
        <ReferenceInput source="apartment_id" reference="apartments">
          <AutocompleteInput label="resources.tickets.fields.apartment_id" sx={{ minWidth: 240 }} />
        </ReferenceInput>
        <TextInput source="body" validate={[required(), maxLength(2000)]} multiline minRows={3} fullWidth />
      </SimpleForm>
    </Create>
  );
}
