import { Autocomplete, TextField } from '@mui/material';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { phoneText } from '../../common/phone';
import type { AppDataProvider } from '../dataProvider';
import type { ResidentHit } from '../dataProvider/custom/lookups';
import { useAppDataProvider } from '../dataProvider/useData';
import { useServerSearch } from '../lib/useServerSearch';

/** Who pays: a resident or a flat. */
export interface PayerOption {
  kind: 'resident' | 'apartment';
  id: number;
  label: string;
  /** Phone of a resident. */
  detail?: string;
}

const residentOption = (r: ResidentHit): PayerOption => ({
  kind: 'resident',
  id: r.id,
  label: `${r.name} ${r.surname}`,
  ...(r.phone ? { detail: phoneText(r.phone) } : {}),
});

/** A search that fails finds nothing (the others still answer). */
const quietly = <T,>(request: Promise<{ Records?: T[] | null }>) =>
  request.then((answer) => answer.Records ?? []).catch(() => [] as T[]);

/**
 * Searches residents by name (GET /resident/main?key) and by phone (POST /resident/all with the digits), and
 * flats by block and number (GET /apartments?key), in one list grouped "Sakinler" / "Daireler".
 */
async function searchPayers(dataProvider: AppDataProvider, key: string): Promise<PayerOption[]> {
  const text = key.trim();
  const digits = text.replace(/[\s()-]/g, '');
  const byPhone = /^\+?\d{3,}$/.test(digits);
  const [residents, apartments] = await Promise.all([
    quietly(
      byPhone ? dataProvider.residentsByPhone({ phone: digits }) : dataProvider.residentsByKey({ key: text }),
    ),
    quietly(dataProvider.apartmentsByKey({ key: text })),
  ]);
  const people = new Map<number, PayerOption>();
  for (const resident of residents) people.set(resident.id, residentOption(resident));
  return [
    ...people.values(),
    ...apartments.map((a): PayerOption => ({ kind: 'apartment', id: a.id, label: a.name })),
  ];
}

export function PayerPicker({
  value,
  onChange,
  autoFocus,
}: {
  value: PayerOption | null;
  onChange(payer: PayerOption | null): void;
  autoFocus?: boolean;
}) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const searching = useServerSearch(
    useCallback((key: string) => searchPayers(dataProvider, key), [dataProvider]),
  );
  return (
    <Autocomplete
      value={value}
      onChange={(_, payer) => onChange(payer)}
      {...searching}
      groupBy={(option) => translate(`app.collection.group_${option.kind}`)}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => `${option.kind}-${option.id}`}
      isOptionEqualToValue={(option, selected) => option.kind === selected.kind && option.id === selected.id}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {option.label}
            {option.detail ? ` · ${option.detail}` : ''}
          </li>
        );
      }}
      noOptionsText={translate('app.collection.no_payer_found')}
      loadingText={translate('ra.page.loading')}
      sx={{ width: { xs: '100%', sm: 420 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.collection.payer')}
          helperText={translate('app.collection.payer_hint')}
          autoFocus={autoFocus}
        />
      )}
    />
  );
}
