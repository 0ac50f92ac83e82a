import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { normalizeDmy } from '../../../common/date';
import type { SystemLogFilter } from '../../dataProvider/custom/systemLogs';
import { useDataQuery } from '../../dataProvider/useData';
import { DmyField, isUsableDmy } from '../../lib/DmyField';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { tableName, useAuditNames } from './auditNames';

const ALL = '';

/** The system logs' filters: table and user (from what the log holds), and a range of days; applied on "Göster". */
export function SystemLogFilterForm({ onApply }: { onApply(filter: SystemLogFilter): void }) {
  const translate = useTranslate();
  const names = useAuditNames();
  const t = useScopedTranslate('app.system_logs');
  const choices = useDataQuery('systemLogChoices', undefined, { silent: true }).data?.data;
  const [table, setTable] = useState(ALL);
  const [user, setUser] = useState(ALL);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const datesUsable = (start === '' || isUsableDmy(start)) && (end === '' || isUsableDmy(end));
  const tables = (choices?.tables ?? [])
    .map((name) => ({ name, label: tableName(names, name) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'tr'));
  return (
    <Box
      component="form"
      aria-label={t('filters')}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        // Two filters a row on a phone, so the entries start near the top of the screen.
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '240px 220px 170px 170px auto' },
        justifyContent: 'start',
      }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!datesUsable) return;
        onApply({
          ...(table !== ALL && { table }),
          ...(user !== ALL && { user_id: Number(user) }),
          ...(start && { start_date: normalizeDmy(start) }),
          ...(end && { end_date: normalizeDmy(end) }),
        });
      }}
    >
      <TextField select label={t('table')} value={table} onChange={(event) => setTable(event.target.value)}>
        <MenuItem value={ALL}>{t('all')}</MenuItem>
        {tables.map(({ name, label }) => (
          <MenuItem key={name} value={name}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('user')} value={user} onChange={(event) => setUser(event.target.value)}>
        <MenuItem value={ALL}>{t('all')}</MenuItem>
        {(choices?.users ?? []).map(({ id, name }) => (
          <MenuItem key={id} value={String(id)}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <DmyField
        label={t('start_date')}
        value={start}
        onChange={setStart}
        invalidText={translate('app.validation.date')}
      />
      <DmyField
        label={t('end_date')}
        value={end}
        onChange={setEnd}
        invalidText={translate('app.validation.date')}
      />
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: { md: 1 }, gridColumn: { xs: '1 / -1', md: 'auto' } }}
        disabled={!datesUsable}
      >
        {t('show')}
      </Button>
    </Box>
  );
}
