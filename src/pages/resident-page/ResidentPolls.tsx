import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import type { ResidentPoll } from '../../dataProvider/custom/residentPage';
import { EmptyText, ResidentSection, SectionLoadState } from './ResidentSection';
import { fill, useResidentPage } from './residentContext';
import { useResidentPolls, useVote } from './residentQueries';

/** The polls of the resident's association: vote on the open ones, see the choice made on the ended ones. */
export function ResidentPolls() {
  const { texts } = useResidentPage();
  const polls = useResidentPolls();
  const records = polls.data?.Records ?? [];
  return (
    <ResidentSection title={texts.polls.title}>
      <SectionLoadState isPending={polls.isPending} isError={polls.isError} />
      {polls.isSuccess && records.length === 0 && <EmptyText>{texts.polls.empty}</EmptyText>}
      {records.map((poll) => (
        <PollCard key={poll.id} poll={poll} />
      ))}
    </ResidentSection>
  );
}

/** One poll: its question with the options as radio buttons, the current vote chosen, and "Oy ver". */
function PollCard({ poll }: { poll: ResidentPoll }) {
  const { texts } = useResidentPage();
  const vote = useVote();
  const [choice, setChoice] = useState<number | null>(poll.my_vote);
  const [missing, setMissing] = useState(false);
  const questionId = useId();
  // The vote the server holds (read again after each vote), not the radio the resident may be changing.
  const recorded = poll.options.find((option) => option.id === poll.my_vote);

  const submit = () => {
    if (choice === null) {
      setMissing(true);
      return;
    }
    setMissing(false);
    vote.mutate({ survey_id: poll.id, option_id: choice });
  };

  return (
    <Box component="article" sx={{ py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>
        {poll.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {poll.open ? fill(texts.polls.ends, { date: poll.end_date }) : texts.polls.ended}
      </Typography>
      <FormControl component="fieldset" disabled={!poll.open || vote.isPending} sx={{ mt: 1, width: '100%' }}>
        <FormLabel component="legend" id={questionId} sx={{ color: 'text.primary' }}>
          {poll.question}
        </FormLabel>
        <RadioGroup
          aria-labelledby={questionId}
          value={choice === null ? '' : String(choice)}
          onChange={(event) => setChoice(Number(event.target.value))}
        >
          {poll.options.map((option) => (
            <FormControlLabel
              key={option.id}
              value={String(option.id)}
              control={<Radio />}
              label={option.text}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {recorded && (
        <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
          {fill(texts.polls.your_vote, { option: recorded.text })}
        </Typography>
      )}
      {poll.open && (
        <Button variant="contained" onClick={submit} disabled={vote.isPending} sx={{ mt: 1 }}>
          {texts.polls.vote}
        </Button>
      )}
      <Box role="status" sx={{ mt: 1 }}>
        {missing && <Alert severity="warning">{texts.polls.choose}</Alert>}
        {vote.isSuccess && <Alert severity="success">{vote.data.description}</Alert>}
        {vote.isError && <Alert severity="error">{vote.error.message}</Alert>}
      </Box>
    </Box>
  );
}
