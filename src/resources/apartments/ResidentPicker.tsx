import { Autocomplete, TextField } from '@mui/material';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { phoneText } from '../../../common/phone';
import type { ResidentHit as ResidentOption } from '../../dataProvider/custom/lookups';
import { useAppDataProvider } from '../../dataProvider/useData';
import { useServerSearch } from '../../lib/useServerSearch';

const fullName = (resident: ResidentOption) => `${resident.name} ${resident.surname}`;

/**
 * Picks an existing resident: types a name, GET /resident/main?key answers (Turkish-aware search on the server),
 * the list shows name and phone. Typing is debounced so a fast typist sends one call.
 */
export function ResidentPicker({
  value,
  onChange,
  label,
  error,
}: {
  value: ResidentOption | null;
  onChange(resident: ResidentOption | null): void;
  label: string;
  error?: string;
}) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const searchResidents = useCallback(
    (key: string) => dataProvider.residentsByKey({ key }).then((answer) => answer.Records ?? []),
    [dataProvider],
  );
  const search = useServerSearch(searchResidents);
  return (
    <Autocomplete
      value={value}
      onChange={(_, resident) => onChange(resident)}
      {...search}
      getOptionLabel={fullName}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {fullName(option)}
            {option.phone ? ` · ${phoneText(option.phone)}` : ''}
          </li>
        );
      }}
      noOptionsText={translate('app.apartments.no_resident_found')}
      loadingText={translate('ra.page.loading')}
      sx={{ width: { xs: '100%', sm: 340 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error || translate('app.apartments.resident_hint')}
        />
      )}
    />
  );
}
