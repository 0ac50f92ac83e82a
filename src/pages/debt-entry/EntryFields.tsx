import {
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Choice } from '../../lib/choices';
import { DmyField } from '../../lib/DmyField';
import { RESPONSIBLES, type Responsible } from '../../money/amounts';
import { type EntryMode, type EntryState, TOTAL_MODES } from './entryRequest';
import { ApartmentPicker, BuildingsPicker, GroupPicker } from './pickers';

export interface EntryFieldsProps {
  state: EntryState;
  set<K extends keyof EntryState>(field: K, value: EntryState[K]): void;
  /** The message to show under a field: the server's, else our own check's (once the user asked to send). */
  errorOf(field: string): string | undefined;
}

const row = { display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' } as const;

/** What the entry charges: one apartment and an amount, a group, or buildings with an amount or a total. */
export function EntryTargetFields({ mode, state, set, errorOf }: EntryFieldsProps & { mode: EntryMode }) {
  const translate = useTranslate();
  if (mode === 'single') {
    return (
      <Box sx={row}>
        <ApartmentPicker
          value={state.apartment}
          onChange={(apartment) => set('apartment', apartment)}
          error={errorOf('apartment_id')}
        />
        <AmountField
          label={translate('app.debt_entry.amount')}
          value={state.amount}
          onChange={(value) => set('amount', value)}
          error={errorOf('amount')}
        />
      </Box>
    );
  }
  if (mode === 'group') {
    return (
      <GroupPicker value={state.groupId} onChange={(id) => set('groupId', id)} error={errorOf('group_id')} />
    );
  }
  return (
    <Box sx={row}>
      <BuildingsPicker
        value={state.buildingIds}
        onChange={(ids) => set('buildingIds', ids)}
        error={errorOf('building_ids')}
      />
      {mode === 'amount' && (
        <AmountField
          label={translate('app.debt_entry.amount_each')}
          value={state.amount}
          onChange={(value) => set('amount', value)}
          error={errorOf('amount')}
        />
      )}
      {TOTAL_MODES.includes(mode) && (
        <AmountField
          label={translate('app.debt_entry.total')}
          value={state.total}
          onChange={(value) => set('total', value)}
          error={errorOf('total')}
        />
      )}
    </Box>
  );
}

/** What every entry asks: the income type, due date and description, who pays, and the interest flag. */
export function EntryCommonFields({
  state,
  set,
  errorOf,
  types,
  typesLoading,
  onInterest,
}: EntryFieldsProps & { types: Choice[]; typesLoading: boolean; onInterest(on: boolean): void }) {
  const translate = useTranslate();
  const responsibleLabel = useId();
  return (
    <>
      <Box sx={row}>
        <TextField
          select
          required
          label={translate('app.debt_entry.accounting_type')}
          value={state.accountingTypeId}
          onChange={(event) => set('accountingTypeId', Number(event.target.value))}
          error={Boolean(errorOf('accounting_type_id'))}
          helperText={
            errorOf('accounting_type_id') ||
            (!typesLoading && types.length === 0 ? translate('app.debt_entry.no_types') : ' ')
          }
          sx={{ width: { xs: '100%', sm: 280 } }}
        >
          {types.map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
        <DmyField
          label={translate('app.debt_entry.due_date')}
          value={state.dueDate}
          onChange={(value) => set('dueDate', value)}
          serverError={errorOf('due_date')}
          invalidText={translate('app.validation.date')}
          helperText={translate('app.debt_entry.due_date_hint')}
          sx={{ width: { xs: '100%', sm: 200 } }}
        />
        <TextField
          label={translate('app.debt_entry.description')}
          value={state.description}
          onChange={(event) => set('description', event.target.value.slice(0, 500))}
          error={Boolean(errorOf('description'))}
          helperText={errorOf('description') || translate('app.debt_entry.description_hint')}
          sx={{ flex: 1, minWidth: { xs: '100%', sm: 280 } }}
        />
      </Box>

      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControl>
          <FormLabel id={responsibleLabel}>{translate('app.debt_entry.responsible')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={responsibleLabel}
            value={state.responsible}
            onChange={(event) => set('responsible', event.target.value as Responsible)}
          >
            {RESPONSIBLES.map((responsible) => (
              <FormControlLabel
                key={responsible}
                value={responsible}
                control={<Radio />}
                label={translate(`app.money.responsible.${responsible}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControlLabel
          control={
            <Switch checked={state.isInterest} onChange={(event) => onInterest(event.target.checked)} />
          }
          label={translate('app.debt_entry.is_interest')}
        />
        {state.isInterest && (
          <TextField
            label={translate('app.debt_entry.interest')}
            value={state.interest}
            onChange={(event) => set('interest', event.target.value)}
            error={Boolean(errorOf('interest'))}
            helperText={errorOf('interest') || translate('app.debt_entry.interest_hint')}
            sx={{ width: { xs: '100%', sm: 240 } }}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
        )}
      </Box>
    </>
  );
}

function AmountField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const translate = useTranslate();
  return (
    <TextField
      required
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error || translate('app.debt_entry.amount_hint')}
      placeholder="0,00"
      sx={{ width: { xs: '100%', sm: 220 } }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <Typography color="text.secondary">₺</Typography> },
      }}
    />
  );
}
