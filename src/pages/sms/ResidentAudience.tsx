import { MenuItem, Stack, TableCell, TextField } from '@mui/material';
import { useEffect } from 'react';
import { phoneText } from '../../../common/phone';
import type { SmsResident } from '../../dataProvider/custom/smsSend';
import { useBuildingChoices } from '../../lib/choices';
import { usePagedQuery } from '../../lib/PagedTable';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { SelectableTable } from './SelectableTable';
import type { AudienceState } from './smsRequest';
import { useSettled } from './useSettled';

type State = AudienceState['residents'];

const fullName = (row: SmsResident) => `${row.name} ${row.surname}`.trim();
/** "A Blok 12 (Ev sahibi), B Blok 3 (Kiracı)" */
const flatsOf = (row: SmsResident) =>
  row.apartments.map((flat) => `${flat.building_name} ${flat.identifier} (${flat.type_name})`).join(', ');

/** Sakinler: residents of one building or all, searched by name, chosen one by one or all at once. */
export function ResidentAudience({ value, onChange }: { value: State; onChange(value: State): void }) {
  const t = useScopedTranslate('app.sms_compose');
  const { buildings } = useBuildingChoices();
  const key = useSettled(value.key.trim());
  const list = usePagedQuery('smsResidents', { building_id: value.building_id, key: key || null });
  const { setPage } = list;
  useEffect(() => {
    void key;
    void value.building_id;
    setPage(1);
  }, [key, value.building_id, setPage]);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('building')}
          value={value.building_id ?? ''}
          onChange={(event) =>
            onChange({ ...value, building_id: event.target.value === '' ? null : Number(event.target.value) })
          }
          sx={{ minWidth: { sm: 220 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('all_buildings')}</MenuItem>
          {buildings.map((building) => (
            <MenuItem key={building.id} value={building.id}>
              {building.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="search"
          label={t('search_name_phone')}
          value={value.key}
          onChange={(event) => onChange({ ...value, key: event.target.value })}
          sx={{ minWidth: { sm: 260 } }}
        />
      </Stack>
      <SelectableTable
        list={list}
        total={list.pager.total}
        label={t('tabs.residents')}
        emptyText={t('nobody_found')}
        selection={value.selection}
        onSelection={(selection) => onChange({ ...value, selection })}
        idOf={(row) => row.id}
        nameOf={fullName}
        head={[
          <TableCell key="name">{t('name')}</TableCell>,
          <TableCell key="phone">{t('phone')}</TableCell>,
          <TableCell key="flats">{t('flats')}</TableCell>,
        ]}
        cells={(row) => (
          <>
            <TableCell className="card-title">{fullName(row)}</TableCell>
            <TableCell data-label={t('phone')} sx={{ whiteSpace: 'nowrap' }}>
              {row.phone ? phoneText(row.phone) : t('no_phone')}
            </TableCell>
            <TableCell data-label={t('flats')} className="card-wide">
              {flatsOf(row)}
            </TableCell>
          </>
        )}
      />
    </Stack>
  );
}
