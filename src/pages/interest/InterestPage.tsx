import PrintIcon from '@mui/icons-material/Print';
import SaveIcon from '@mui/icons-material/Save';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { normalizeDmy } from '../../../common/date';
import { readDecimal } from '../../../common/decimal';
import { MESSAGES } from '../../../common/messages';
import { formatMoney } from '../../../common/money';
import type { InterestSetting } from '../../dataProvider/custom/money';
import { useDataQuery, useDataWrite } from '../../dataProvider/useData';
import { DmyField, isUsableDmy, today } from '../../lib/DmyField';
import { usePagedQuery } from '../../lib/PagedTable';
import { Pager } from '../../lib/Pager';
import { phoneCards } from '../../lib/phoneCards';
import { TabbedPage } from '../../lib/TabbedPage';
import { TotalsFooter, tableScroll } from '../../lib/TableParts';
import { useScopedTranslate } from '../../lib/useScopedTranslate';

type Mode = InterestSetting['mode'];

type TabName = 'report' | 'settings';

/**
 * Gecikme tazminatı (KMK art. 20): the report of every overdue debt with its compensation as of a date, and the
 * settings (monthly rate, daily or whole-month mode, start date). Each part shows to the users allowed to see it.
 */
export function InterestPage() {
  const t = useScopedTranslate('app.interest');
  const { canAccess: canReport } = useCanAccess({ resource: 'reports', action: 'list' });
  const { canAccess: canSettings } = useCanAccess({ resource: 'debit', action: 'show' });
  const tabs: TabName[] = [
    ...(canReport ? ['report' as const] : []),
    ...(canSettings ? ['settings' as const] : []),
  ];

  return (
    <TabbedPage
      title={t('title')}
      tabs={tabs}
      firstTab="report"
      idPrefix="interest"
      tabLabel={(name) => t(`tab_${name}`)}
      notAllowed={t('not_allowed')}
      hideTabsInPrint
    >
      {(tab) => (tab === 'report' ? <InterestReport /> : <InterestSettings />)}
    </TabbedPage>
  );
}

/** The settings form: GET and PUT /interest/setting. */
function InterestSettings() {
  const translate = useTranslate();
  const t = useScopedTranslate('app.interest');
  const { canAccess: canEdit } = useCanAccess({ resource: 'debit', action: 'edit' });
  const setting = useDataQuery('interestSetting', undefined);
  const saving = useDataWrite('saveInterestSetting', { stale: ['interestSetting'] });
  const { errors, busy } = saving;
  const [rate, setRate] = useState('5');
  const [mode, setMode] = useState<Mode>('daily');
  const [startDate, setStartDate] = useState('');

  // The form shows what the server holds: the first read, then each save's answer.
  const show = useCallback((data: InterestSetting) => {
    setRate(String(data.rate).replace('.', ','));
    setMode(data.mode);
    setStartDate(data.start_date ?? '');
  }, []);
  useEffect(() => {
    if (setting.data) show(setting.data.data);
  }, [setting.data, show]);

  const rateReading = rate.trim() === '' ? null : readDecimal(rate, 2, 3);
  const rateProblem =
    rateReading === null
      ? translate('ra.validation.required')
      : 'error' in rateReading || Number(rateReading.value) <= 0 || Number(rateReading.value) > 100
        ? t('rate_invalid')
        : undefined;
  const ready = !rateProblem && (startDate === '' || isUsableDmy(startDate)) && !busy;

  const save = async () => {
    if (!ready) return;
    const { answer } = await saving.run({
      rate: rate.trim(),
      mode,
      start_date: startDate.trim() ? normalizeDmy(startDate) : null,
    });
    if (answer) show(answer.data);
  };

  // Typing starts once the saved setting is in (a failed read leaves the defaults to edit).
  if (setting.isLoading) return <LinearProgress aria-label={translate('ra.page.loading')} />;

  return (
    <Stack
      component="form"
      aria-label={t('tab_settings')}
      noValidate
      spacing={2}
      sx={{ maxWidth: 480 }}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Typography color="text.secondary">{t('explain')}</Typography>
      <TextField
        label={t('rate')}
        value={rate}
        onChange={(event) => setRate(event.target.value)}
        disabled={!canEdit}
        required
        error={Boolean(errors.rate || rateProblem)}
        helperText={errors.rate || rateProblem || t('rate_hint')}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
        }}
      />
      <FormControl disabled={!canEdit}>
        <FormLabel id="interest-mode-label">{t('mode')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="interest-mode-label"
          value={mode}
          onChange={(event) => setMode(event.target.value as Mode)}
        >
          <FormControlLabel value="daily" control={<Radio />} label={t('mode_daily')} />
          <FormControlLabel value="monthly" control={<Radio />} label={t('mode_monthly')} />
        </RadioGroup>
        <Typography variant="body2" color="text.secondary">
          {t(`mode_${mode}_hint`)}
        </Typography>
      </FormControl>
      <DmyField
        label={t('start_date')}
        value={startDate}
        onChange={setStartDate}
        serverError={errors.start_date}
        invalidText={translate('app.validation.date')}
        helperText={t('start_date_hint')}
        disabled={!canEdit}
      />
      {canEdit && (
        <Box>
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={!ready}>
            {translate('ra.action.save')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** The report: GET /interest/reports?date&page, totals from AdditionalData, "Veri Bulunamadı!" when empty. */
function InterestReport() {
  const translate = useTranslate();
  const t = useScopedTranslate('app.interest');
  const [dateText, setDateText] = useState(today());
  const [asOf, setAsOf] = useState(today());
  const report = usePagedQuery('interestReport', { date: asOf }, 25);
  const { rows, setPage } = report;
  const totals = report.totals;
  const monthly = totals?.mode === 'monthly';
  const lateColumn = t(monthly ? 'months_late' : 'days_late');
  // On a phone each debt is a card whose values name their column (src/lib/phoneCards.ts).
  const label = (name: string) => ({ 'data-label': name });

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        aria-label={t('report_form')}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' }, displayPrint: 'none' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!isUsableDmy(dateText)) return;
          setAsOf(normalizeDmy(dateText));
          setPage(1);
        }}
      >
        <DmyField
          label={t('as_of')}
          value={dateText}
          onChange={setDateText}
          invalidText={translate('app.validation.date')}
          required
          sx={{ width: { xs: '100%', sm: 220 } }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={!isUsableDmy(dateText)}>
          {t('show')}
        </Button>
        <Button
          startIcon={<PrintIcon />}
          sx={{ mt: 1 }}
          onClick={() => window.print()}
          disabled={rows.length === 0}
        >
          {t('print')}
        </Button>
      </Stack>
      {totals && (
        <Typography color="text.secondary">
          {t('summary', {
            date: totals.date,
            rate: String(totals.rate).replace('.', ','),
            mode: t(`mode_${totals.mode}`),
          })}
        </Typography>
      )}
      {!report.loading && report.loaded && rows.length === 0 ? (
        <Alert severity="info">{MESSAGES.noData}</Alert>
      ) : (
        <Box sx={[tableScroll, phoneCards]}>
          <Table size="small" aria-label={t('tab_report')} aria-busy={report.loading}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.payments.apartment')}</TableCell>
                <TableCell>{translate('app.payments.resident')}</TableCell>
                <TableCell>{translate('app.payments.description')}</TableCell>
                <TableCell>{translate('app.payments.due_date')}</TableCell>
                <TableCell align="right">{translate('app.payments.remaining')}</TableCell>
                <TableCell align="right">{t('rate_column')}</TableCell>
                <TableCell align="right">{lateColumn}</TableCell>
                <TableCell align="right">{t('compensation')}</TableCell>
                <TableCell align="right">{t('total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.debt_id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }} className="card-title">
                    {row.building_name} {row.identifier}
                  </TableCell>
                  <TableCell {...label(translate('app.payments.resident'))}>{row.resident_name}</TableCell>
                  <TableCell className="card-wide" {...label(translate('app.payments.description'))}>
                    {row.accounting_type}
                    {row.description ? ` · ${row.description}` : ''}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }} {...label(translate('app.payments.due_date'))}>
                    {row.due_date}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ whiteSpace: 'nowrap' }}
                    {...label(translate('app.payments.remaining'))}
                  >
                    {formatMoney(row.remaining)}
                  </TableCell>
                  <TableCell align="right" {...label(t('rate_column'))}>
                    %{String(row.rate).replace('.', ',')}
                  </TableCell>
                  <TableCell align="right" {...label(lateColumn)}>
                    {monthly
                      ? t('months', { smart_count: row.months_late })
                      : t('days', { smart_count: row.days_late })}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}
                    {...label(t('compensation'))}
                  >
                    {formatMoney(row.compensation)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...label(t('total'))}>
                    {formatMoney(row.total)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            {totals && rows.length > 0 && (
              <TotalsFooter>
                <TableCell colSpan={4} className="card-title">
                  {translate('app.payments.total')}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap' }}
                  {...label(translate('app.payments.remaining'))}
                >
                  {formatMoney(totals.remaining)}
                </TableCell>
                <TableCell colSpan={2} />
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...label(t('compensation'))}>
                  {formatMoney(totals.compensation)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...label(t('total'))}>
                  {formatMoney(totals.total)}
                </TableCell>
              </TotalsFooter>
            )}
          </Table>
        </Box>
      )}
      <Box sx={{ displayPrint: 'none' }}>
        <Pager {...report.pager} />
      </Box>
    </Stack>
  );
}
