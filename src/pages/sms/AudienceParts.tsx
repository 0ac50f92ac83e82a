import {
  Autocomplete,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { SmsResidentType } from '../../dataProvider/custom/smsSend';

export interface PickChoice {
  id: number;
  name: string;
  /** The heading the choice is listed under (debt groups, dues groups). */
  kind?: string;
}

/** Picks several of a short list (buildings, groups), with a check box per choice. */
export function ManyPicker({
  label,
  hint,
  emptyText,
  choices,
  loading,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  emptyText: string;
  choices: PickChoice[];
  loading: boolean;
  value: number[];
  onChange(ids: number[]): void;
}) {
  const translate = useTranslate();
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      value={choices.filter((choice) => value.includes(choice.id))}
      onChange={(_, chosen: PickChoice[]) => onChange(chosen.map((choice) => choice.id))}
      options={choices}
      groupBy={choices.some((choice) => choice.kind) ? (choice) => choice.kind ?? '' : undefined}
      loading={loading}
      getOptionLabel={(choice) => choice.name}
      getOptionKey={(choice) => choice.id}
      isOptionEqualToValue={(choice, other) => choice.id === other.id}
      noOptionsText={emptyText}
      loadingText={translate('ra.page.loading')}
      renderOption={(props, choice, { selected }) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <Checkbox size="small" checked={selected} sx={{ mr: 1, p: 0.5 }} tabIndex={-1} disableRipple />
            {choice.name}
          </li>
        );
      }}
      sx={{ width: { xs: '100%', sm: 480 } }}
      renderInput={(params) => <TextField {...params} label={label} helperText={hint} />}
    />
  );
}

const TYPES: { value: SmsResidentType; key: string }[] = [
  { value: 0, key: 'both' },
  { value: 1, key: 'owners' },
  { value: 2, key: 'tenants' },
];

/** Owners, tenants or both (resident_type). */
export function ResidentTypeChoice({
  value,
  onChange,
}: {
  value: SmsResidentType;
  onChange(value: SmsResidentType): void;
}) {
  const translate = useTranslate();
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{translate('app.sms_compose.resident_type')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as SmsResidentType)}
      >
        {TYPES.map((type) => (
          <FormControlLabel
            key={type.value}
            value={type.value}
            control={<Radio />}
            label={translate(`app.sms_compose.resident_types.${type.key}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
