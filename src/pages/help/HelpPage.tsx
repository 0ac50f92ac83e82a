import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Form, maxLength, required, SaveButton, TextInput, Title, useTranslate } from 'react-admin';
import { useDataQuery, useDataWrite } from '../../dataProvider/useData';

const GUIDES = ['start', 'dues', 'collect', 'sms', 'licence'] as const;

/** Short guides, a request to the platform operator, and the user's requests with the operator's answers. */
export function HelpPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 760 }}>
      <Title title="app.help.title" />
      <Box>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('app.help.guides_title')}
        </Typography>
        {GUIDES.map((guide) => (
          <Accordion key={guide} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="h3">{translate(`app.help.guides.${guide}.title`)}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2">{translate(`app.help.guides.${guide}.text`)}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      <HelpRequestForm />
      <HelpRequestList />
    </Stack>
  );
}

function HelpRequestForm() {
  const translate = useTranslate();
  const send = useDataWrite('sendSupportRequest', { invalidates: ['supportRequests'] });
  // A new key empties the form after a request went out.
  const [formKey, setFormKey] = useState(0);
  const submit = async (values: Record<string, unknown>) => {
    const result = await send.run({ subject: String(values.subject ?? ''), body: String(values.body ?? '') });
    if (result.errors) return result.errors;
    setFormKey((key) => key + 1);
  };
  return (
    <Card component="section" aria-labelledby="help-form-title">
      <CardContent>
        <Typography id="help-form-title" variant="h6" component="h2">
          {translate('app.help.form_title')}
        </Typography>
        <Form key={formKey} onSubmit={submit}>
          <TextInput
            source="subject"
            label="app.help.subject"
            validate={[required(), maxLength(200)]}
            fullWidth
          />
          <TextInput
            source="body"
            label="app.help.body"
            validate={[required(), maxLength(4000)]}
            multiline
            minRows={3}
            fullWidth
          />
          <SaveButton label="app.help.send" />
        </Form>
      </CardContent>
    </Card>
  );
}

function HelpRequestList() {
  const translate = useTranslate();
  const requests = useDataQuery('supportRequests', undefined).data?.data ?? [];
  return (
    <Box component="section" aria-labelledby="help-mine-title">
      <Typography id="help-mine-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.help.mine_title')}
      </Typography>
      {requests.length === 0 && <Typography color="text.secondary">{translate('app.help.none')}</Typography>}
      <Stack spacing={1}>
        {requests.map((request) => (
          <Card key={request.id} variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="h3" sx={{ fontWeight: 500 }}>
                  {request.subject}
                </Typography>
                {!request.answer && <Chip size="small" label={translate('app.help.waiting')} />}
              </Stack>
              <Typography variant="caption" color="text.secondary">
                {translate('app.help.sent_at', {
                  date: new Date(request.created_at).toLocaleString('tr-TR'),
                })}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>
                {request.body}
              </Typography>
              {request.answer && (
                <Box sx={{ mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
                  <Typography variant="subtitle2" component="p">
                    {translate('app.help.answer')}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                    {request.answer}
                  </Typography>
                </Box>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
