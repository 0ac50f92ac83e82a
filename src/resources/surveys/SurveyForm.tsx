import {
  ArrayInput,
  Create,
  Edit,
  maxLength,
  RadioButtonGroupInput,
  required,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { normalizeDmy, readsAsDmy } from '../../../common/date';
import { useDescriptionNotify } from '../../lib/useDescriptionNotify';

interface SurveyFormValues {
  title: string;
  question: string;
  end_date: string;
  weighting: 'head' | 'land';
  options: { text?: string }[];
}

/** The server takes the options as texts in order; the form keeps them as rows so they can be added and moved. */
const toBody = (values: SurveyFormValues) => ({
  ...values,
  end_date: normalizeDmy(values.end_date ?? ''),
  options: (values.options ?? []).map((o) => o?.text ?? ''),
});

const dmy = (value: string) => (value && !readsAsDmy(value) ? 'app.surveys.invalid_date' : undefined);

function SurveyFields() {
  const translate = useTranslate();
  return (
    <SimpleForm defaultValues={{ weighting: 'head', options: [{ text: '' }, { text: '' }] }}>
      <TextInput source="title" validate={[required(), maxLength(200)]} autoFocus />
      <TextInput source="question" validate={[required(), maxLength(1000)]} multiline minRows={2} />
      <ArrayInput source="options" helperText={translate('app.surveys.options_hint')}>
        <SimpleFormIterator inline disableReordering getItemLabel={(index) => `${index + 1}.`}>
          <TextInput
            source="text"
            label="resources.surveys.fields.option"
            validate={[required(), maxLength(200)]}
            helperText={false}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <TextInput
        source="end_date"
        validate={[required(), dmy]}
        placeholder="GG.AA.YYYY"
        helperText={translate('app.surveys.end_date_hint')}
      />
      <RadioButtonGroupInput
        source="weighting"
        choices={[
          { id: 'head', name: 'app.surveys.weighting_head' },
          { id: 'land', name: 'app.surveys.weighting_land' },
        ]}
        helperText={translate('app.surveys.weighting_hint')}
      />
    </SimpleForm>
  );
}

export function SurveyCreate() {
  const onSuccess = useDescriptionNotify('show');
  return (
    <Create mutationOptions={{ onSuccess }} transform={toBody} redirect="show">
      <SurveyFields />
    </Create>
  );
}

export function SurveyEdit() {
  const onSuccess = useDescriptionNotify('show');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }} transform={toBody} redirect="show">
      <SurveyFields />
    </Edit>
  );
}
