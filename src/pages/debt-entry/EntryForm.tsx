import SaveIcon from '@mui/icons-material/Save';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { EntryAnswer } from '../../dataProvider/custom/moneyAnswers';
import { useDataWrite } from '../../dataProvider/useData';
import { useIncomeTypes } from '../../money/moneyInputs';
import { AmountGrid, useGridApartments } from './AmountGrid';
import { EntryCommonFields, EntryTargetFields } from './EntryFields';
import { EntryPreview } from './EntryPreview';
import {
  buildEntryRequest,
  type EntryMode,
  type EntryState,
  gridErrorsOf,
  initialEntryState,
} from './entryRequest';

/** One entry screen: the form, the server's preview of what it would write, then the save. */
export function EntryForm({ mode }: { mode: EntryMode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { types, loading: typesLoading } = useIncomeTypes();
  const entry = useDataWrite('enterDebts', { quiet: true });
  // The preview is the entry's own call, so a support session (which writes nothing) gets neither button.
  const { canAccess: canEnter } = useCanAccess({ resource: 'debt-entry', action: 'create' });
  const [state, setState] = useState<EntryState>(initialEntryState);
  const [shown, setShown] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'preview' | 'save' | null>(null);
  const [preview, setPreview] = useState<{ key: string; answer: EntryAnswer } | null>(null);
  const [saved, setSaved] = useState<EntryAnswer | null>(null);
  const { apartments: gridApartments, loading: gridLoading } = useGridApartments(
    mode === 'multi' ? state.buildingIds : [],
  );
  const request = buildEntryRequest(
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
    entry.setErrors({});
  };
  const errorOf = (field: string) => {
    const server = entry.errors[field];
    if (server) return server;
    const problem = shown[field];
    return problem ? translate(problem) : undefined;
  };
  const gridErrors = gridErrorsOf(
    shown,
    entry.errors,
    (request.body.debts ?? []) as { apartment_id: number }[],
    translate,
  );

  const send = async (isPreview: boolean) => {
    setShown(request.problems);
    entry.setErrors({});
    if (Object.keys(request.problems).length > 0) return;
    setBusy(isPreview ? 'preview' : 'save');
    const { answer } = await entry.run({ mode, body: { ...request.body, preview: isPreview } });
    setBusy(null);
    if (!answer) return;
    if (isPreview) {
      setPreview({ key, answer });
      setSaved(null);
    } else {
      setPreview(null);
      setSaved(answer);
      notify(answer.description, { type: 'success' });
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
      <EntryTargetFields mode={mode} state={state} set={set} errorOf={errorOf} />
      <EntryCommonFields
        state={state}
        set={set}
        errorOf={errorOf}
        types={types}
        typesLoading={typesLoading}
        onInterest={(on) => {
          setState((before) => ({ ...before, isInterest: on, interest: on ? before.interest : '' }));
          setSaved(null);
        }}
      />

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

      {canEnter && (
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
      )}

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
