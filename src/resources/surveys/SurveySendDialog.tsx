import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { SurveyPreview } from '../../dataProvider/custom/surveys';
import { useDataWrite } from '../../dataProvider/useData';
import { RecipientTable } from '../../pages/sms/PreviewTables';

/**
 * Choose buildings → preview (how many by e-mail, who by SMS and its credits) → send: the poll with each resident's
 * own link, by e-mail where the address works and by SMS to the rest.
 */
export function SurveySendDialog({ surveyId, onClose }: { surveyId: number; onClose(): void }) {
  const translate = useTranslate();
  const { data: buildings = [] } = useGetList('buildings', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [chosen, setChosen] = useState<number[]>([]);
  const [preview, setPreview] = useState<SurveyPreview | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const previewWrite = useDataWrite('surveyPreview', { quiet: true, failureShown: true });
  const sendWrite = useDataWrite('sendSurvey', { failureShown: true });
  const body = { survey_id: surveyId, building_ids: chosen };

  const toggle = (id: number) => {
    setPreview(null);
    setChosen((now) => (now.includes(id) ? now.filter((b) => b !== id) : [...now, id]));
  };
  const runPreview = async () => {
    const { answer } = await previewWrite.run(body);
    setPreview(answer?.data ?? null);
  };
  const runSend = async () => {
    const { answer } = await sendWrite.run(body);
    if (answer) setSent(answer.description);
  };
  const failure = previewWrite.failure ?? sendWrite.failure;
  const parts = preview?.recipients.reduce((sum, r) => sum + r.parts, 0) ?? 0;
  const first = preview?.recipients[0];

  return (
    <Dialog open onClose={onClose} aria-labelledby="survey-send-title" fullWidth maxWidth="sm">
      <DialogTitle id="survey-send-title">{translate('app.surveys.send_title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('app.surveys.send_hint')}
        </Typography>
        <FormGroup aria-label={translate('app.surveys.buildings')}>
          {buildings.map((b) => (
            <FormControlLabel
              key={b.id}
              control={
                <Checkbox checked={chosen.includes(Number(b.id))} onChange={() => toggle(Number(b.id))} />
              }
              label={b.name}
            />
          ))}
        </FormGroup>
        {chosen.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.surveys.choose_building')}
          </Typography>
        )}
        {preview && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {preview.emails > 0
              ? translate('app.surveys.recipients_mail', {
                  emails: preview.emails,
                  count: preview.recipients.length,
                  parts,
                })
              : translate('app.surveys.recipients', { count: preview.recipients.length, parts })}
            {preview.left_out.length > 0 && (
              <div>
                {translate('app.surveys.left_out', {
                  names: preview.left_out.map((p) => `${p.name} (${p.reason})`).join(', '),
                })}
              </div>
            )}
          </Alert>
        )}
        {preview && first && (
          <>
            {/* The text itself, as the first resident gets it; the table gives everyone's with its parts. */}
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {translate('app.surveys.sample', { name: first.name })}
            </Typography>
            <Typography
              component="blockquote"
              sx={{
                m: 0,
                mb: 2,
                p: 1.5,
                bgcolor: 'action.hover',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {first.text}
            </Typography>
            <RecipientTable recipients={preview.recipients} />
          </>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        {sent && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {sent}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button onClick={runPreview} disabled={chosen.length === 0 || previewWrite.busy}>
          {translate('app.surveys.preview')}
        </Button>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          onClick={runSend}
          disabled={!preview || sendWrite.busy || Boolean(sent)}
        >
          {translate('app.surveys.send_now')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
