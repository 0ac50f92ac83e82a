import { Stack } from '@mui/material';
import { useBuildingChoices } from '../../lib/choices';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { ManyPicker, ResidentTypeChoice } from './AudienceParts';
import type { AudienceState } from './smsRequest';

type State = AudienceState['buildings'];

/** Binalar: everyone living in the chosen buildings: owners, tenants or both. */
export function BuildingAudience({ value, onChange }: { value: State; onChange(value: State): void }) {
  const t = useScopedTranslate('app.sms_compose');
  const { buildings, loading } = useBuildingChoices();
  return (
    <Stack spacing={2}>
      <ManyPicker
        label={t('buildings')}
        hint={t('buildings_hint')}
        emptyText={t('no_buildings')}
        choices={buildings}
        loading={loading}
        value={value.building_ids}
        onChange={(building_ids) => onChange({ ...value, building_ids })}
      />
      <ResidentTypeChoice
        value={value.resident_type}
        onChange={(resident_type) => onChange({ ...value, resident_type })}
      />
    </Stack>
  );
}
