import { Alert, Box, FormControlLabel, FormHelperText, Switch, Typography } from '@mui/material';
import { useId } from 'react';
import { ResidentSection, SectionLoadState } from './ResidentSection';
import { fill, useResidentPage } from './residentContext';
import { useResidentMailChoice, useSaveMailChoice } from './residentQueries';

/**
 * "Duyuru e-postaları": the resident stops or restarts announcement, poll and news e-mail for themselves
 * (docs/mail.md, "Opt-out"); money e-mail (receipts, statements, reminders) goes either way.
 */
export function ResidentMailSwitch() {
  const { texts } = useResidentPage();
  const choice = useResidentMailChoice();
  const save = useSaveMailChoice();
  const hintId = useId();
  const data = choice.data?.data;
  return (
    <ResidentSection title={texts.mail.title}>
      <SectionLoadState isPending={choice.isPending} isError={choice.isError} />
      {data && (
        <>
          <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {data.email ? fill(texts.mail.address, { email: data.email }) : texts.mail.no_address}
          </Typography>
          {data.email && data.email_bounced_on && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {fill(texts.mail.bounced, { date: data.email_bounced_on })}
            </Alert>
          )}
          <FormControlLabel
            control={
              <Switch
                checked={!data.email_opt_out}
                disabled={save.isPending}
                onChange={(event) => save.mutate(!event.target.checked)}
                slotProps={{ input: { 'aria-describedby': hintId } }}
              />
            }
            label={texts.mail.switch}
          />
          <FormHelperText id={hintId} sx={{ mt: 0 }}>
            {texts.mail.explain}
          </FormHelperText>
        </>
      )}
      <Box role="status" sx={{ mt: 1 }}>
        {save.isSuccess && <Alert severity="success">{save.data.description}</Alert>}
        {save.isError && <Alert severity="error">{save.error.message}</Alert>}
      </Box>
    </ResidentSection>
  );
}
