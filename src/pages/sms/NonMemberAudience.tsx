import { Stack, TableCell, TextField } from '@mui/material';
import { useEffect } from 'react';
import { phoneText } from '../../../common/phone';
import { usePagedQuery } from '../../lib/PagedTable';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { SelectableTable } from './SelectableTable';
import type { AudienceState } from './smsRequest';
import { useSettled } from './useSettled';

type State = AudienceState['non_members'];

/** Üye olmayanlar: the contacts who are not residents (caretaker, firms), chosen one by one or all at once. */
export function NonMemberAudience({ value, onChange }: { value: State; onChange(value: State): void }) {
  const t = useScopedTranslate('app.sms_compose');
  const key = useSettled(value.key.trim());
  const list = usePagedQuery('smsNonMembers', { key: key || null });
  const { setPage } = list;
  useEffect(() => {
    void key;
    setPage(1);
  }, [key, setPage]);

  return (
    <Stack spacing={2}>
      <TextField
        type="search"
        label={t('search_name')}
        value={value.key}
        onChange={(event) => onChange({ ...value, key: event.target.value })}
        sx={{ maxWidth: { sm: 320 } }}
      />
      <SelectableTable
        list={list}
        total={list.pager.total}
        label={t('tabs.non_members')}
        emptyText={t('nobody_found')}
        selection={value.selection}
        onSelection={(selection) => onChange({ ...value, selection })}
        idOf={(row) => row.id}
        nameOf={(row) => row.name}
        head={[
          <TableCell key="name">{t('name')}</TableCell>,
          <TableCell key="phone">{t('phone')}</TableCell>,
        ]}
        cells={(row) => (
          <>
            <TableCell className="card-title">{row.name}</TableCell>
            <TableCell data-label={t('phone')} sx={{ whiteSpace: 'nowrap' }}>
              {phoneText(row.phone)}
            </TableCell>
          </>
        )}
      />
    </Stack>
  );
}
