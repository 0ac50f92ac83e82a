import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { today } from '../../lib/DmyField';
import { BudgetEditor } from './BudgetEditor';
import type { FilterDraft } from './ReportFilterForm';
import { ReportFrame } from './ReportFrame';
import { REPORTS, reportNamed } from './reportDefinitions';

/**
 * Where every report starts: this year so far, every account, today for the debtors' ageing; a link may set any
 * of them in its query (the dashboard's figures link to their report with the period they cover).
 */
function startingFilters(query: URLSearchParams): FilterDraft {
  const now = today();
  const year = now.slice(6);
  const defaults: FilterDraft = {
    start_date: `01.01.${year}`,
    end_date: now,
    account_id: '',
    accounting_type_id: '',
    building_id: '',
    year,
    date: now,
    kind: '',
  };
  const given = Object.keys(defaults).filter((key) => query.has(key));
  return { ...defaults, ...Object.fromEntries(given.map((key) => [key, query.get(key) ?? ''])) };
}

/** The reports (issue 9): one page, a picker of the ten reports, each in the shared report frame. */
export function ReportsPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { report } = useParams<{ report: string }>();
  const [query] = useSearchParams();
  const definition = reportNamed(report) ?? REPORTS[0]!;
  const initial = startingFilters(query);
  const title = translate(`app.reports.names.${definition.name}`);

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('app.reports.picker')}
          value={definition.name}
          onChange={(event) => navigate(`/reports/${event.target.value}`)}
          sx={{ width: { xs: '100%', sm: 280 }, displayPrint: 'none' }}
        >
          {REPORTS.map((item) => (
            <MenuItem key={item.name} value={item.name}>
              {translate(`app.reports.names.${item.name}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ReportFrame
        key={`${definition.name}?${query.toString()}`}
        definition={definition}
        initial={initial}
        above={
          definition.name === 'budget' ? (applied) => <BudgetEditor year={Number(applied.year)} /> : undefined
        }
      />
    </Stack>
  );
}
