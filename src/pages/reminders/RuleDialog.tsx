import { Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId } from 'react';
import {
  BooleanInput,
  Button,
  Form,
  FormDataConsumer,
  NumberInput,
  SaveButton,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { ReminderChannel, ReminderRule } from '../../dataProvider/custom/reminders';
import { useDataWrite } from '../../dataProvider/useData';
import { useBuildingChoices } from '../../lib/choices';
import { SmsMessageInput } from '../../lib/SmsMessageInput';
import { useScopedTranslate } from '../../lib/useScopedTranslate';

type When = 'before' | 'on' | 'after';
type ChannelChoice = 'email_sms' | 'sms' | 'email';

interface RuleForm {
  name: string;
  when: When;
  days: number;
  send_hour: number;
  channels: ChannelChoice;
  who: ReminderRule['who'];
  min_amount: string;
  min_overdue_days: number;
  building_ids: number[];
  template: string;
  active: boolean;
}

const CHANNELS: Record<ChannelChoice, ReminderChannel[]> = {
  email_sms: ['email', 'sms'],
  sms: ['sms'],
  email: ['email'],
};

const NEW_RULE: RuleForm = {
  name: '',
  when: 'before',
  days: 3,
  send_hour: 10,
  channels: 'email_sms',
  who: 'both',
  min_amount: '',
  min_overdue_days: 0,
  building_ids: [],
  template: 'Sayın {ad}, {son_odeme} tarihli {borc} borcunuzu hatırlatırız. Ödeme kodu: {odeme_kodu} {link}',
  active: true,
};

function formOf(rule: ReminderRule): RuleForm {
  const key = rule.channels.join('_');
  return {
    name: rule.name,
    when: rule.offset_days < 0 ? 'before' : rule.offset_days === 0 ? 'on' : 'after',
    days: Math.abs(rule.offset_days),
    send_hour: rule.send_hour,
    channels: key === 'email_sms' || key === 'email' ? key : 'sms',
    who: rule.who,
    min_amount: rule.min_amount ? String(rule.min_amount).replace('.', ',') : '',
    min_overdue_days: rule.min_overdue_days,
    building_ids: rule.building_ids,
    template: rule.template,
    active: rule.active,
  };
}

/** The form's values as the API's body: "3 days before" is offset_days −3. */
export function ruleBodyOf(values: RuleForm, kept: ReminderRule | null) {
  const days = Number(values.days) || 0;
  return {
    name: values.name,
    offset_days: values.when === 'before' ? -days : values.when === 'on' ? 0 : days,
    send_hour: Number(values.send_hour),
    channels: CHANNELS[values.channels],
    who: values.who,
    min_amount: values.min_amount || null,
    min_overdue_days: Number(values.min_overdue_days) || 0,
    building_ids: values.building_ids ?? [],
    accounting_type_ids: kept?.accounting_type_ids ?? [],
    group_ids: kept?.group_ids ?? [],
    template: values.template,
    active: values.active,
  };
}

/** A reminder rule's form in a dialog: `rule` 'new', a rule to edit, or null (closed). */
export function RuleDialog({ rule, onClose }: { rule: ReminderRule | 'new' | null; onClose(): void }) {
  const t = useScopedTranslate('app.reminders');
  const titleId = useId();
  const { buildings } = useBuildingChoices();
  const save = useDataWrite('saveReminderRule', { invalidates: ['reminderRules', 'reminderPreview'] });
  const kept = rule && rule !== 'new' ? rule : null;
  const submit = async (values: Record<string, unknown>) => {
    const { answer, errors } = await save.run({
      id: kept?.id ?? null,
      ...ruleBodyOf(values as unknown as RuleForm, kept),
    });
    if (answer) onClose();
    // The offset is typed as "when" and "days": its error shows under the days.
    return errors?.offset_days ? { ...errors, days: errors.offset_days } : errors;
  };
  return (
    <Dialog open={rule !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{kept ? t('edit_rule', { name: kept.name }) : t('new_rule')}</DialogTitle>
      {rule !== null && (
        <Form record={kept ? formOf(kept) : NEW_RULE} onSubmit={submit}>
          <DialogContent>
            <TextInput source="name" label={t('name')} fullWidth />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <SelectInput
                source="when"
                label={t('when')}
                choices={(['before', 'on', 'after'] as const).map((id) => ({ id, name: t(`when_${id}`) }))}
              />
              <FormDataConsumer>
                {({ formData }) =>
                  formData.when !== 'on' && <NumberInput source="days" label={t('days')} min={1} />
                }
              </FormDataConsumer>
              <NumberInput
                source="send_hour"
                label={t('send_hour')}
                helperText={t('send_hour_hint')}
                min={6}
                max={21}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <SelectInput
                source="channels"
                label={t('channels')}
                choices={[
                  { id: 'email_sms', name: t('channels_email_first') },
                  { id: 'sms', name: t('channels_sms') },
                  { id: 'email', name: t('channels_email') },
                ]}
              />
              <SelectInput
                source="who"
                label={t('who')}
                choices={(['both', 'owners', 'tenants'] as const).map((id) => ({ id, name: t(`who_${id}`) }))}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextInput source="min_amount" label={t('min_amount')} />
              <NumberInput source="min_overdue_days" label={t('min_overdue_days')} min={0} />
            </Stack>
            <SelectArrayInput source="building_ids" label={t('buildings')} choices={buildings} fullWidth />
            <SmsMessageInput source="template" label={t('template')} reminderFields />
            <BooleanInput source="active" label={t('active')} />
          </DialogContent>
          <DialogActions>
            <Button label={t('cancel')} onClick={onClose} />
            <SaveButton label={t('save')} alwaysEnable />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
