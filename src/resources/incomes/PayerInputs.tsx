import { useState } from 'react';
import {
  AutocompleteInput,
  maxLength,
  RadioButtonGroupInput,
  ReferenceInput,
  required,
  TextInput,
  useGetList,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormPicker } from '../../lib/FormPicker';

export type PayerKind = 'none' | 'resident' | 'non_member' | 'text';

const KINDS: PayerKind[] = ['none', 'resident', 'non_member', 'text'];

/** Which payer an income has: a resident, a non-member, a name typed in, or none. */
export function payerKindOf(values: Record<string, unknown>): PayerKind {
  if (values.resident_id) return 'resident';
  if (values.non_member_id) return 'non_member';
  if (values.payer_name) return 'text';
  return 'none';
}

/** The one payer the body carries; the other two are sent as null, so an edit can change the kind. */
export function payerFields(values: Record<string, unknown>) {
  const kind = (values.payer_kind as PayerKind | undefined) ?? payerKindOf(values);
  const name = typeof values.payer_name === 'string' ? values.payer_name.trim() : '';
  return {
    resident_id: kind === 'resident' ? (values.resident_id ?? null) : null,
    non_member_id: kind === 'non_member' ? (values.non_member_id ?? null) : null,
    payer_name: kind === 'text' ? name || null : null,
  };
}

/** Non-members are few: every one of them as a choice (the API has no call that reads one). */
function NonMemberInput() {
  const { data = [] } = useGetList('non-members', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <AutocompleteInput
      source="non_member_id"
      label="resources.incomes.fields.non_member_id"
      choices={data}
      validate={required()}
    />
  );
}

/** The optional payer of an income: the kind first, then the resident, the non-member or the name. */
export function PayerInputs() {
  const { getValues } = useFormContext();
  // An edited income opens on the payer it has.
  const [initial] = useState(() => payerKindOf(getValues()));
  const kind = (useWatch({ name: 'payer_kind' }) as PayerKind | undefined) ?? initial;
  return (
    <>
      <RadioButtonGroupInput
        source="payer_kind"
        label="resources.incomes.fields.payer_kind"
        defaultValue={initial}
        choices={KINDS.map((id) => ({ id, name: `app.incomes.payer_${id}` }))}
      />
      {kind === 'resident' && (
        <ReferenceInput source="resident_id" reference="residents">
          <FormPicker label="resources.incomes.fields.resident_id" validate={required()} />
        </ReferenceInput>
      )}
      {kind === 'non_member' && <NonMemberInput />}
      {kind === 'text' && <TextInput source="payer_name" validate={[required(), maxLength(120)]} />}
    </>
  );
}
