import SaveIcon from '@mui/icons-material/Save';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Link,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { AccessDenied, CanAccess, Title, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { normalizeDmy } from '../../../common/date';
import { readDecimal } from '../../../common/decimal';
import { http } from '../../dataProvider/http';
import { callApi, fieldErrorsOf } from '../../lib/callApi';
import { DmyField, isUsableDmy, today } from '../../lib/DmyField';
import {
  amountNumber,
  amountProblem,
  RESPONSIBLES,
  type Responsible,
  useIncomeTypes,
} from '../../resources/debts/shared';
import { AmountGrid, useGridApartments } from './AmountGrid';
import { type EntryAnswer, EntryPreview } from './EntryPreview';
import { type ApartmentOption, ApartmentPicker, BuildingsPicker, GroupPicker } from './pickers';

/** The entry screens (SPEC.md section 2 "Debt entry screens") and the call each makes. */
export const ENTRY_MODES = [
  { mode: 'single', path: '/debt/single' },
  { mode: 'multi', path: '/debt/multi' },
  { mode: 'amount', path: '/debt/amount' },
  { mode: 'land', path: '/debt/land' },
  { mode: 'area', path: '/debt/area' },
  { mode: 'per-person', path: '/debt/parent/count' },
  { mode: 'group', path: '/debt/by/group' },
] as const;
export type EntryMode = (typeof ENTRY_MODES)[number]['mode'];

const isMode = (mode: string | undefined): mode is EntryMode =>
  ENTRY_MODES.some((entry) => entry.mode === mode);

/** The modes that split a total over the buildings' apartments. */
const TOTAL_MODES: EntryMode[] = ['land', 'area', 'per-person'];

/** "Borç girişi": one screen per mode at /debt-entry/:mode, each previewed by the server before it is saved. */
export function DebtEntryPage() {
  const translate = useTranslate();
  const { mode } = useParams<{ mode: string }>();
  return (
    <CanAccess resource="debt-entry" action="create" accessDenied={<AccessDenied />}>
      <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1100 }}>
        <Title title="app.debt_entry.title" />
        <Card>
          <Tabs
            value={isMode(mode) ? mode : false}
            variant="scrollable"
            scrollButtons="auto"
            aria-label={translate('app.debt_entry.modes_label')}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {ENTRY_MODES.map((entry) => (
              <Tab
                key={entry.mode}
                value={entry.mode}
                label={translate(`app.debt_entry.modes.${entry.mode}`)}
                component={RouterLink}
                to={`/debt-entry/${entry.mode}`}
              />
            ))}
          </Tabs>
          <CardContent>
            {isMode(mode) ? (
              <EntryForm key={mode} mode={mode} />
            ) : (
              <Alert severity="info">{translate('app.debt_entry.unknown_mode')}</Alert>
            )}
          </CardContent>
        </Card>
      </Box>
    </CanAccess>
  );
}

interface EntryState {
  accountingTypeId: number | '';
  dueDate: string;
  description: string;
  isInterest: boolean;
  interest: string;
  responsible: Responsible;
  apartment: ApartmentOption | null;
  amount: string;
  buildingIds: number[];
  total: string;
  groupId: number | '';
  gridAmounts: Record<number, string>;
}

const initialState = (): EntryState => ({
  accountingTypeId: '',
  dueDate: today(),
  description: '',
  isInterest: false,
  interest: '',
  responsible: 'owner',
  apartment: null,
  amount: '',
  buildingIds: [],
  total: '',
  groupId: '',
  gridAmounts: {},
});

interface Request {
  body: Record<string, unknown>;
  /** Field → translation key of what is wrong with it; grid rows as `debts.<apartment id>`. */
  problems: Record<string, string>;
}

/**
 * The body an entry sends (SPEC.md section 5): amounts typed with a comma become numbers ("12,50" → 12.5), grid
 * rows not above 0 are dropped, the interest rate is cleared when the interest flag is off.
 */
export function buildRequest(mode: EntryMode, state: EntryState, gridIds: number[]): Request {
  const problems: Record<string, string> = {};
  if (state.accountingTypeId === '') problems.accounting_type_id = 'ra.validation.required';
  if (state.dueDate.trim() !== '' && !isUsableDmy(state.dueDate)) problems.due_date = 'app.validation.date';
  let interest: number | null = null;
  if (state.isInterest && state.interest.trim() !== '') {
    const reading = readDecimal(state.interest, 2, 3);
    if ('error' in reading) problems.interest = 'app.validation.decimal';
    else interest = Number(reading.value);
  }
  const body: Record<string, unknown> = {
    accounting_type_id: state.accountingTypeId === '' ? null : state.accountingTypeId,
    due_date: state.dueDate.trim() === '' ? null : normalizeDmy(state.dueDate),
    description: state.description.trim() || null,
    is_interest: state.isInterest,
    interest: state.isInterest ? interest : null,
    responsible: state.responsible,
  };
  const amountField = (field: 'amount' | 'total', text: string) => {
    const problem = amountProblem(text);
    if (problem) problems[field] = problem;
    body[field] = amountNumber(text);
  };
  const needBuildings = () => {
    if (state.buildingIds.length === 0) problems.building_ids = 'app.debt_entry.choose_buildings';
    body.building_ids = state.buildingIds;
  };
  switch (mode) {
    case 'single':
      if (!state.apartment) problems.apartment_id = 'ra.validation.required';
      body.apartment_id = state.apartment?.id ?? null;
      amountField('amount', state.amount);
      break;
    case 'multi': {
      const debts: { apartment_id: number; amount: number }[] = [];
      for (const id of gridIds) {
        const text = state.gridAmounts[id] ?? '';
        if (text.trim() === '') continue;
        const value = amountNumber(text);
        if (value === null) {
          problems[`debts.${id}`] = /[.,]\d{3,}$/.test(text.trim())
            ? 'app.debt_entry.max_two_decimals'
            : 'app.validation.decimal';
        } else if (value > 0) {
          debts.push({ apartment_id: id, amount: value });
        }
      }
      if (state.buildingIds.length === 0) problems.building_ids = 'app.debt_entry.choose_buildings';
      else if (debts.length === 0 && !Object.keys(problems).some((key) => key.startsWith('debts.')))
        problems.debts = 'app.debt_entry.no_rows';
      body.debts = debts;
      break;
    }
    case 'amount':
      needBuildings();
      amountField('amount', state.amount);
      break;
    case 'land':
    case 'area':
    case 'per-person':
      needBuildings();
      amountField('total', state.total);
      break;
    case 'group':
      if (state.groupId === '') problems.group_id = 'ra.validation.required';
      body.group_id = state.groupId === '' ? null : state.groupId;
      break;
  }
  return { body, problems };
}

function EntryForm({ mode }: { mode: EntryMode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const types = useIncomeTypes();
  const responsibleLabel = useId();
  const [state, setState] = useState<EntryState>(initialState);
  const [shown, setShown] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'preview' | 'save' | null>(null);
  const [preview, setPreview] = useState<{ key: string; answer: EntryAnswer } | null>(null);
  const [saved, setSaved] = useState<EntryAnswer | null>(null);
  const { apartments: gridApartments, loading: gridLoading } = useGridApartments(
    mode === 'multi' ? state.buildingIds : [],
  );
  const path = ENTRY_MODES.find((entry) => entry.mode === mode)!.path;
  const request = buildRequest(
    mode,
    state,
    gridApartments.map((apartment) => apartment.id),
  );
  const key = JSON.stringify(request.body);
  // A preview is of the body it was made for: any change to the form takes it away.
  const current = preview && preview.key === key ? preview.answer : null;

  const set = <K extends keyof EntryState>(field: K, value: EntryState[K]) => {
    setState((before) => ({ ...before, [field]: value }));
    setSaved(null);
    setServerErrors({});
  };
  const errorOf = (field: string) => {
    const server = serverErrors[field];
    if (server) return server;
    const problem = shown[field];
    return problem ? translate(problem) : undefined;
  };
  // Grid rows: our own checks are keyed by apartment id, the server's by the row's place in `debts`.
  const gridErrors: Record<number, string> = {};
  for (const [field, problem] of Object.entries(shown)) {
    if (field.startsWith('debts.')) gridErrors[Number(field.slice('debts.'.length))] = translate(problem);
  }
  const sentRows = (request.body.debts ?? []) as { apartment_id: number }[];
  for (const [field, message] of Object.entries(serverErrors)) {
    const match = /^debts\.(\d+)/.exec(field);
    const row = match ? sentRows[Number(match[1])] : undefined;
    if (row) gridErrors[row.apartment_id] = message;
  }

  const send = async (isPreview: boolean) => {
    setShown(request.problems);
    setServerErrors({});
    if (Object.keys(request.problems).length > 0) return;
    setBusy(isPreview ? 'preview' : 'save');
    try {
      const answer = await callApi(() =>
        http.post<EntryAnswer>(path, { ...request.body, preview: isPreview }),
      );
      if (isPreview) {
        setPreview({ key, answer });
        setSaved(null);
      } else {
        setPreview(null);
        setSaved(answer);
        notify(answer.description, { type: 'success' });
      }
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setServerErrors(fieldErrorsOf(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      aria-label={translate(`app.debt_entry.modes.${mode}`)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void send(true);
      }}
      noValidate
    >
      <Typography color="text.secondary">{translate(`app.debt_entry.explain.${mode}`)}</Typography>

      {mode === 'single' && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
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
      )}
      {mode === 'group' && (
        <GroupPicker
          value={state.groupId}
          onChange={(id) => set('groupId', id)}
          error={errorOf('group_id')}
        />
      )}
      {mode !== 'single' && mode !== 'group' && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
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
      )}

      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          required
          label={translate('app.debt_entry.accounting_type')}
          value={state.accountingTypeId}
          onChange={(event) => set('accountingTypeId', Number(event.target.value))}
          error={Boolean(errorOf('accounting_type_id'))}
          helperText={
            errorOf('accounting_type_id') || (types.length === 0 ? translate('app.debt_entry.no_types') : ' ')
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
            <Switch
              checked={state.isInterest}
              onChange={(event) => {
                const on = event.target.checked;
                setState((before) => ({ ...before, isInterest: on, interest: on ? before.interest : '' }));
                setSaved(null);
              }}
            />
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

      {mode === 'multi' && (
        <Box>
          {gridLoading && <LinearProgress aria-label={translate('ra.page.loading')} />}
          <AmountGrid
            apartments={gridApartments}
            amounts={state.gridAmounts}
            onChange={(amounts) => set('gridAmounts', amounts)}
            errors={gridErrors}
          />
          {errorOf('debts') && (
            <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
              {errorOf('debts')}
            </Typography>
          )}
        </Box>
      )}

      <Box>
        <Button
          type="submit"
          variant={current ? 'outlined' : 'contained'}
          startIcon={<VisibilityIcon />}
          disabled={busy !== null}
        >
          {translate('app.debt_entry.preview')}
        </Button>
      </Box>

      {busy === 'preview' && <LinearProgress aria-label={translate('app.debt_entry.previewing')} />}

      {current && (
        <Card variant="outlined" component="section" aria-label={translate('app.debt_entry.preview_title')}>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {translate('app.debt_entry.preview_title')}
              </Typography>
              <Alert severity="info">{current.description}</Alert>
              <EntryPreview answer={current} />
              {busy === 'save' && (
                <Box>
                  <LinearProgress aria-label={translate('app.debt_entry.saving')} />
                  <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
                    {translate('app.debt_entry.saving')}
                  </Typography>
                </Box>
              )}
              <Box>
                <Button
                  variant="contained"
                  startIcon={<SaveIcon />}
                  disabled={busy !== null || current.data.rows.length === 0}
                  onClick={() => void send(false)}
                >
                  {translate('app.debt_entry.save')}
                </Button>
              </Box>
            </Stack>
          </CardContent>
        </Card>
      )}

      {saved && (
        <Alert
          severity="success"
          role="status"
          action={
            saved.data.multi_debt_id ? (
              <Link component={RouterLink} to={`/multi-debts/${saved.data.multi_debt_id}/show`}>
                {translate('app.debt_entry.open_batch')}
              </Link>
            ) : undefined
          }
        >
          {saved.description}
        </Alert>
      )}
    </Stack>
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
