import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPhone } from '../../common/phone';
import type { ListAnswer } from '../dataProvider/apiMapping';
import { http } from '../dataProvider/http';
import { callApi } from '../lib/callApi';
import { useServerSearch } from '../lib/useServerSearch';

/** Who pays: a resident or a flat. */
export interface PayerOption {
  kind: 'resident' | 'apartment';
  id: number;
  label: string;
  /** Phone of a resident. */
  detail?: string;
}

interface ResidentHit {
  id: number;
  name: string;
  surname: string;
  phone: string | null;
}

interface ApartmentHit {
  id: number;
  name: string;
}

const residentOption = (r: ResidentHit): PayerOption => ({
  kind: 'resident',
  id: r.id,
  label: `${r.name} ${r.surname}`,
  ...(r.phone ? { detail: formatPhone(r.phone) } : {}),
});

const quietly = <T,>(request: Promise<ListAnswer<T>>) =>
  request.then((answer) => answer.Records ?? []).catch(() => [] as T[]);

/**
 * Searches residents by name (GET /resident/main?key) and by phone (POST /resident/all with the digits), and
 * flats by block and number (GET /apartments?key), in one list grouped "Sakinler" / "Daireler".
 */
async function search(key: string): Promise<PayerOption[]> {
  const text = key.trim();
  const digits = text.replace(/[\s()-]/g, '');
  const byPhone = /^\+?\d{3,}$/.test(digits);
  const [residents, phoneResidents, apartments] = await Promise.all([
    byPhone
      ? Promise.resolve([] as ResidentHit[])
      : quietly(
          callApi(() =>
            http.get<ListAnswer<ResidentHit>>('/resident/main', { params: { key: text || null } }),
          ),
        ),
    byPhone
      ? quietly(
          callApi(() =>
            http.post<ListAnswer<ResidentHit>>(
              '/resident/all',
              { phone: digits, name: null, building_id: null, gender: null },
              { params: { page: 1, per_page: 10 } },
            ),
          ),
        )
      : Promise.resolve([] as ResidentHit[]),
    quietly(
      callApi(() => http.get<ListAnswer<ApartmentHit>>('/apartments', { params: { key: text || null } })),
    ),
  ]);
  const people = new Map<number, PayerOption>();
  for (const resident of [...phoneResidents, ...residents]) people.set(resident.id, residentOption(resident));
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
  const searching = useServerSearch(search);
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
