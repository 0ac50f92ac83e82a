import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { today } from '../../lib/DmyField';
import { BudgetEditor } from './BudgetEditor';
import type { FilterDraft } from './ReportFilterForm';
import { ReportFrame } from './ReportFrame';
import { REPORTS, reportNamed } from './reportDefinitions';

/** Where every report starts: this year so far, every account, today for the debtors' ageing. */
function startingFilters(): FilterDraft {
  const now = today();
  const year = now.slice(6);
  return {
    start_date: `01.01.${year}`,
    end_date: now,
    account_id: '',
    accounting_type_id: '',
    building_id: '',
    year,
    date: now,
    kind: '',
  };
}

/** The reports (issue 9): one page, a picker of the ten reports, each in the shared report frame. */
export function ReportsPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { report } = useParams<{ report: string }>();
  const definition = reportNamed(report) ?? REPORTS[0]!;
  const initial = startingFilters();
  const title = translate(`app.reports.names.${definition.name}`);

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
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
        key={definition.name}
        definition={definition}
        initial={initial}
        above={
          definition.name === 'budget' ? (applied) => <BudgetEditor year={Number(applied.year)} /> : undefined
        }
      />
    </Stack>
  );
}
