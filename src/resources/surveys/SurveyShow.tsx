import EditIcon from '@mui/icons-material/Edit';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Chip, GlobalStyles, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Show, useCanAccess, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { formatDmy, todayInIstanbul } from '../../../common/date';
import { buildSheetRows, downloadXlsx } from '../../lib/excelExport';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { SurveyResultChart } from './SurveyResultChart';
import { SurveySendDialog } from './SurveySendDialog';
import { SurveyVoterTable } from './SurveyVoterTable';
import type { SurveyDetail } from './types';

/** Printing keeps only the result: the app bar, the menu and the buttons stay on screen. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, .RaSidebar-root, .MuiDrawer-root, .no-print': { display: 'none !important' },
        '.RaLayout-content': { padding: 0 },
      },
    }}
  />
);

/** The results as an Excel sheet: one row per option (both counts), then each resident and their vote. */
function useExport(survey: SurveyDetail) {
  const translate = useTranslate();
  const t = useScopedTranslate('app.surveys');
  return () => {
    const optionText = new Map(survey.options.map((o) => [o.id, o.text]));
    const results = buildSheetRows(
      survey.results.map((r) => ({ ...r, id: r.option_id })),
      [
        { source: 'text', label: translate('resources.surveys.fields.option') },
        { source: 'votes', label: translate('resources.surveys.fields.votes') },
        { source: 'head_percent', label: `${t('by_head')} %` },
        { source: 'land', label: t('land') },
        { source: 'land_percent', label: `${t('by_land')} %` },
      ],
    );
    const voters = buildSheetRows(
      survey.voters.map((v) => ({ ...v, id: v.resident_id })),
      [
        { source: 'name', label: t('voter') },
        { source: 'flats', label: t('flats') },
        { source: 'land', label: t('land') },
        {
          source: 'vote',
          label: t('vote'),
          value: (v) => (v.vote === null ? t('none') : optionText.get(v.vote)),
        },
      ],
    );
    return downloadXlsx(
      [[survey.title], [survey.question], [], ...results, [], ...voters],
      `${t('export_file')} ${survey.id}`,
    );
  };
}

function SurveyResults() {
  const record = useRecordContext<SurveyDetail>();
  // Right after a save the record is the create answer (no counts yet) until the poll's own read arrives.
  const survey = record?.results ? record : undefined;
  const translate = useTranslate();
  const redirect = useRedirect();
  const { canAccess: canEdit } = useCanAccess({ resource: 'surveys', action: 'edit' });
  const { canAccess: canSend } = useCanAccess({ resource: 'sms', action: 'send' });
  const [sending, setSending] = useState(false);
  const exportResults = useExport(survey ?? ({ options: [], results: [], voters: [] } as never));
  if (!survey) return null;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      {printStyles}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} className="no-print">
        {canSend && survey.open && (
          <Button startIcon={<SendIcon />} variant="contained" onClick={() => setSending(true)}>
            {translate('app.surveys.send')}
          </Button>
        )}
        <Button startIcon={<FileDownloadIcon />} onClick={exportResults}>
          {translate('app.surveys.export')}
        </Button>
        <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate('app.surveys.print')}
        </Button>
        {canEdit && (
          <Button startIcon={<EditIcon />} onClick={() => redirect('edit', 'surveys', survey.id)}>
            {translate('ra.action.edit')}
          </Button>
        )}
      </Stack>
      <div>
        <Typography component="h2" variant="h5">
          {survey.title}
        </Typography>
        <Typography sx={{ mt: 1 }}>{survey.question}</Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <Chip
            size="small"
            color={survey.open ? 'success' : 'default'}
            label={translate(survey.open ? 'app.surveys.open' : 'app.surveys.ended')}
          />
          <Typography variant="body2">
            {translate('resources.surveys.fields.end_date')}: {survey.end_date} ·{' '}
            {translate(
              survey.weighting === 'land' ? 'app.surveys.weighting_land' : 'app.surveys.weighting_head',
            )}
          </Typography>
        </Stack>
      </div>
      <section aria-labelledby="survey-results">
        <Typography id="survey-results" component="h2" variant="h6">
          {translate('app.surveys.results')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {survey.total_votes === 0
            ? translate('app.surveys.no_votes')
            : translate('app.surveys.total', {
                votes: survey.total_votes,
                land: survey.total_land.toLocaleString('tr-TR', { maximumFractionDigits: 4 }),
              })}
        </Typography>
        <SurveyResultChart results={survey.results} />
      </section>
      <SurveyVoterTable survey={survey} />
      <Typography variant="caption" sx={{ display: 'none', displayPrint: 'block' }}>
        {translate('app.surveys.printed_on', { date: formatDmy(todayInIstanbul()) })}
      </Typography>
      {sending && <SurveySendDialog surveyId={survey.id} onClose={() => setSending(false)} />}
    </Box>
  );
}

/** A poll's results: the chart by head and by land share, who voted and who did not, export, print and SMS. */
export function SurveyShow() {
  return (
    <Show actions={false}>
      <SurveyResults />
    </Show>
  );
}
