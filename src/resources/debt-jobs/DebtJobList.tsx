import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Button as MuiButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  BooleanInput,
  Button,
  List,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  type RaRecord,
  required,
  SelectInput,
  TextInput,
  TopToolbar,
  useCanAccess,
  useLocaleState,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { todayInIstanbul } from '../../../common/date';
import { formatMoney } from '../../../common/money';
import type { DebtJobRun } from '../../dataProvider/custom/property';
import { useDataWrite } from '../../dataProvider/useData';
import { DecimalTextInput } from '../../lib/DecimalTextInput';
import {
  CreateInDialogButton,
  DeleteWithDescriptionButton,
  EditInDialogButton,
  openOnRowClick,
} from '../../lib/DialogListParts';
import { RecordDialog } from '../../lib/RecordDialog';
import { RecordTable } from '../../lib/RecordTable';
import { RESPONSIBLES } from '../../money/amounts';
import { MoneyCol } from '../../money/MoneyCol';
import { useIncomeTypes } from '../../money/moneyInputs';
import { useGroupChoices } from '../debt-groups/useGroupChoices';

interface DebtJob {
  id: number;
  name: string;
  group_id: number;
  group_name: string;
  amount: number;
  accounting_type_id: number;
  accounting_type: string;
  day_of_month: number;
  is_interest: boolean;
  interest: number | null;
  responsible: 'owner' | 'tenant';
  last_period: string | null;
  run_count: number;
}

/** Row buttons stay on one line. */
const nowrap = () => ({ whiteSpace: 'nowrap' }) as const;

/** "2025-03" → "Mart 2025" (Turkish) or "March 2025" (English). */
export function periodText(period: string | null, locale: string): string {
  const match = period ? /^(\d{4})-(\d{2})$/.exec(period) : null;
  if (!match) return '';
  const format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** This month in Istanbul as YYYY-MM. */
function currentPeriod(): string {
  const today = todayInIstanbul();
  return `${today.year}-${String(today.month).padStart(2, '0')}`;
}

/** The interest rate goes with the interest flag: shown only when it is on, and cleared when it is turned off. */
function InterestRate() {
  const isInterest = useWatch({ name: 'is_interest' });
  const { setValue } = useFormContext();
  useEffect(() => {
    if (!isInterest) setValue('interest', null, { shouldDirty: true });
  }, [isInterest, setValue]);
  if (!isInterest) return null;
  return (
    <DecimalTextInput source="interest" maxDecimals={2} unit="%" helperText="app.debt_jobs.interest_hint" />
  );
}

function RunButton({ onRun }: { onRun(job: DebtJob): void }) {
  const record = useRecordContext<DebtJob & RaRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      label="app.debt_jobs.run"
      aria-label={translate('app.debt_jobs.run_named', { name: record.name })}
      onClick={(event) => {
        event.stopPropagation();
        onRun(record);
      }}
    >
      <PlayArrowIcon />
    </Button>
  );
}

/** "Şimdi çalıştır": bills a month (this one by default) now; a month already billed adds nothing and says so. */
function RunDialog({ job, onClose }: { job: DebtJob | null; onClose(): void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const refresh = useRefresh();
  const titleId = useId();
  const [period, setPeriod] = useState(currentPeriod);
  const { run: runJob, busy } = useDataWrite('runDebtJob');
  const [result, setResult] = useState<DebtJobRun | null>(null);

  const close = () => {
    setResult(null);
    setPeriod(currentPeriod());
    onClose();
  };
  const run = async () => {
    if (!job) return;
    const { answer } = await runJob({ id: job.id, period });
    if (answer) {
      setResult(answer);
      refresh();
    }
  };

  return (
    <Dialog
      open={job !== null}
      onClose={busy ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      {job && (
        <>
          <DialogTitle id={titleId}>{translate('app.debt_jobs.run_title', { name: job.name })}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography>
                {translate('app.debt_jobs.run_explain', {
                  group: job.group_name,
                  amount: formatMoney(job.amount),
                })}
              </Typography>
              <TextField
                type="month"
                label={translate('app.debt_jobs.period')}
                value={period}
                onChange={(event) => {
                  setPeriod(event.target.value);
                  setResult(null);
                }}
                helperText={periodText(period, locale)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              {busy && <LinearProgress aria-label={translate('app.debt_jobs.running')} />}
              {result && (
                <Alert severity={result.data?.created === false ? 'info' : 'success'} role="status">
                  {result.description}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close} disabled={busy}>
              {translate(result ? 'ra.action.close' : 'ra.action.cancel')}
            </MuiButton>
            {!result && (
              <MuiButton
                variant="contained"
                startIcon={<PlayArrowIcon />}
                onClick={() => void run()}
                disabled={busy || !/^\d{4}-\d{2}$/.test(period)}
              >
                {translate('app.debt_jobs.run')}
              </MuiButton>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** Aidat görevleri: the monthly dues jobs; created and edited in a dialog, run now from the row. */
export function DebtJobList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { canAccess: canEdit } = useCanAccess({ resource: 'debt-jobs', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'debt-jobs', action: 'delete' });
  const { canAccess: canRun } = useCanAccess({ resource: 'debt-jobs', action: 'create' });
  const [open, setOpen] = useState<RaRecord | 'new' | null>(null);
  const [running, setRunning] = useState<DebtJob | null>(null);
  const duesGroups = useGroupChoices(2);
  const { types } = useIncomeTypes();
  const groupChoices = useMemo(
    () => duesGroups.map((group) => ({ id: group.id, name: `${group.name} · ${formatMoney(group.amount)}` })),
    [duesGroups],
  );
  const responsibleChoices = useMemo(
    () => RESPONSIBLES.map((id) => ({ id, name: translate(`app.money.responsible.${id}`) })),
    [translate],
  );
  return (
    <>
      <List
        actions={
          <TopToolbar>
            <CreateInDialogButton onOpen={setOpen} />
          </TopToolbar>
        }
        exporter={false}
        empty={false}
      >
        <RecordTable bulkActionButtons={false} rowClick={canEdit ? openOnRowClick(setOpen) : false}>
          <RecordTable.Col source="name" disableSort />
          <RecordTable.Col source="group_name" disableSort />
          <MoneyCol source="amount" />
          <RecordTable.Col source="accounting_type" disableSort />
          <RecordTable.Col source="day_of_month" align="right" disableSort />
          <RecordTable.Col
            source="responsible"
            disableSort
            render={(r) => translate(`app.money.responsible.${r.responsible}`)}
          />
          <RecordTable.Col
            source="is_interest"
            disableSort
            render={(r) => translate(r.is_interest ? 'app.debt_jobs.yes' : 'app.debt_jobs.no')}
          />
          <RecordTable.Col
            source="last_period"
            disableSort
            render={(r) => periodText(r.last_period, locale) || translate('app.debt_jobs.never')}
          />
          <RecordTable.Col label={false} align="right" cellSx={nowrap}>
            {canRun && <RunButton onRun={setRunning} />}
            {canEdit && <EditInDialogButton onOpen={setOpen} />}
            {canDelete && <DeleteWithDescriptionButton />}
          </RecordTable.Col>
        </RecordTable>
      </List>
      <RecordDialog
        resource="debt-jobs"
        record={open}
        onClose={() => setOpen(null)}
        defaults={{ day_of_month: 1, responsible: 'owner', is_interest: false }}
      >
        <TextInput source="name" validate={[required(), maxLength(100)]} autoFocus />
        <SelectInput
          source="group_id"
          choices={groupChoices}
          validate={required()}
          helperText="app.debt_jobs.group_hint"
        />
        <SelectInput source="accounting_type_id" choices={types} validate={required()} />
        <NumberInput
          source="day_of_month"
          min={1}
          max={28}
          step={1}
          validate={[required(), minValue(1), maxValue(28)]}
          helperText="app.debt_jobs.day_hint"
        />
        <RadioButtonGroupInput source="responsible" choices={responsibleChoices} />
        <BooleanInput source="is_interest" />
        <InterestRate />
      </RecordDialog>
      <RunDialog job={running} onClose={() => setRunning(null)} />
    </>
  );
}
