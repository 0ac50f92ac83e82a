import { Stack } from '@mui/material';
import { recordsOf, useDataQuery } from '../../dataProvider/useData';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { ManyPicker, type PickChoice, ResidentTypeChoice } from './AudienceParts';
import type { AudienceState } from './smsRequest';

type State = AudienceState['groups'];

/** Gruplar: the residents of the flats in the chosen debt groups and dues groups. */
export function GroupAudience({ value, onChange }: { value: State; onChange(value: State): void }) {
  const t = useScopedTranslate('app.sms_compose');
  const debtGroups = useDataQuery('groupChoices', { type: 1 }, { silent: true });
  const duesGroups = useDataQuery('groupChoices', { type: 2 }, { silent: true });
  const choices: PickChoice[] = [
    ...recordsOf(debtGroups.data).map((group) => ({ ...group, kind: t('debt_group') })),
    ...recordsOf(duesGroups.data).map((group) => ({ ...group, kind: t('dues_group') })),
  ];
  return (
    <Stack spacing={2}>
      <ManyPicker
        label={t('groups')}
        hint={t('groups_hint')}
        emptyText={t('no_groups')}
        choices={choices}
        loading={debtGroups.isPending || duesGroups.isPending}
        value={value.group_ids}
        onChange={(group_ids) => onChange({ ...value, group_ids })}
      />
      <ResidentTypeChoice
        value={value.resident_type}
        onChange={(resident_type) => onChange({ ...value, resident_type })}
      />
    </Stack>
  );
}
