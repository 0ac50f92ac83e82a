import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { normalizeDmy } from '../../../common/date';
import type { ReportFilters } from '../../dataProvider/custom/reports';
import { recordsOf, useDataQuery } from '../../dataProvider/useData';
import { DmyField, isUsableDmy } from '../../lib/DmyField';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import type { ReportDefinition } from './reportDefinitions';

/** What the form holds while the user types: every field as text, '' = no filter. */
export interface FilterDraft {
  start_date: string;
  end_date: string;
  account_id: string;
  accounting_type_id: string;
  building_id: string;
  year: string;
  date: string;
  kind: string;
}

const KINDS = [
  'collection',
  'advance_deposit',
  'advance_withdraw',
  'payment_removed',
  'income',
  'expense',
  'transfer_out',
  'transfer_in',
  'staff_payment',
] as const;

const idOrNull = (text: string) => (text ? Number(text) : null);
const dateOrNull = (text: string) => (text.trim() ? normalizeDmy(text) : null);

/** The filters as the report call takes them: only those the report offers. */
export function filtersOf(definition: ReportDefinition, draft: FilterDraft): ReportFilters {
  const has = (filter: ReportDefinition['filters'][number]) => definition.filters.includes(filter);
  return {
    ...(has('dates') && { start_date: dateOrNull(draft.start_date), end_date: dateOrNull(draft.end_date) }),
    ...(has('account') && { account_id: idOrNull(draft.account_id) }),
    ...(has('type') && { accounting_type_id: idOrNull(draft.accounting_type_id) }),
    ...(has('building') && { building_id: idOrNull(draft.building_id) }),
    ...(has('year') && { year: Number(draft.year) }),
    ...(has('date') && { date: dateOrNull(draft.date) }),
    ...(has('kind') && { kind: draft.kind || null }),
  };
}

/** The draft is complete enough to ask the server. */
export function draftReady(definition: ReportDefinition, draft: FilterDraft): boolean {
  const dates = [draft.start_date, draft.end_date, draft.date].every((d) => d === '' || isUsableDmy(d));
  const year = !definition.filters.includes('year') || /^\d{4}$/.test(draft.year);
  const account = !definition.needsAccount || draft.account_id !== '';
  return dates && year && account;
}

/** The filter form of a report: only the fields it offers; "Göster" applies them. */
export function ReportFilterForm({
  definition,
  initial,
  onApply,
}: {
  definition: ReportDefinition;
  initial: FilterDraft;
  onApply(draft: FilterDraft): void;
}) {
  const translate = useTranslate();
  const t = useScopedTranslate('app.reports.filters');
  const [draft, setDraft] = useState(initial);
  const has = (filter: ReportDefinition['filters'][number]) => definition.filters.includes(filter);
  const set = (field: keyof FilterDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const accounts = useDataQuery('cashAccounts', has('account') ? undefined : null, { silent: true });
  const types = useDataQuery(
    'accountingTypeChoices',
    has('type') ? { type: definition.typeKind ?? 1 } : null,
    {
      silent: true,
    },
  );
  const buildings = useDataQuery('buildingChoices', has('building') ? undefined : null, { silent: true });
  const invalidDate = translate('app.validation.date');
  // Side by side from a tablet up (the theme makes fields full width), one under another on a phone.
  const field = { size: 'small' as const, sx: { width: { xs: '100%', sm: 200 } } };

  const choice = (
    name: keyof FilterDraft,
    label: string,
    options: { id: number | string; name: string }[],
    allowAll = true,
  ) => (
    <TextField
      select
      label={label}
      value={draft[name]}
      onChange={(event) => set(name)(event.target.value)}
      {...field}
    >
      {allowAll && <MenuItem value="">{t('all')}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack
      component="form"
      aria-label={t('label')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' }, displayPrint: 'none' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (draftReady(definition, draft)) onApply(draft);
      }}
    >
      {has('year') && (
        <TextField
          label={t('year')}
          value={draft.year}
          onChange={(event) => set('year')(event.target.value.replace(/\D/g, '').slice(0, 4))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...field}
        />
      )}
      {has('date') && (
        <DmyField
          label={t('date')}
          value={draft.date}
          onChange={set('date')}
          invalidText={invalidDate}
          {...field}
        />
      )}
      {has('dates') && (
        <>
          <DmyField
            label={t('start_date')}
            value={draft.start_date}
            onChange={set('start_date')}
            invalidText={invalidDate}
            {...field}
          />
          <DmyField
            label={t('end_date')}
            value={draft.end_date}
            onChange={set('end_date')}
            invalidText={invalidDate}
            {...field}
          />
        </>
      )}
      {has('account') &&
        choice(
          'account_id',
          t('account'),
          // A sub-account names its parent: choosing the parent shows it with every sub-account.
          recordsOf(accounts.data).map((a) => ({
            id: a.id,
            name: a.parent ? `${a.parent} › ${a.name}` : a.name,
          })),
          !definition.needsAccount,
        )}
      {has('type') &&
        choice('accounting_type_id', t(`type_${definition.typeKind ?? 1}`), recordsOf(types.data))}
      {has('building') && choice('building_id', t('building'), recordsOf(buildings.data))}
      {has('kind') &&
        choice(
          'kind',
          t('kind'),
          KINDS.map((kind) => ({ id: kind, name: translate(`app.reports.kinds.${kind}`) })),
        )}
      <Button type="submit" variant="contained" sx={{ mt: 0.5 }} disabled={!draftReady(definition, draft)}>
        {t('show')}
      </Button>
    </Stack>
  );
}
