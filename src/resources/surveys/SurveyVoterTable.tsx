import {
  Box,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useCanAccess, useRefresh, useTranslate } from 'react-admin';
import { useDataWrite } from '../../dataProvider/useData';
import type { SurveyDetail, SurveyVoter } from './types';

/** The office records a vote given on paper: the resident's current vote, changeable while the poll is open. */
function VoteChoice({ survey, voter }: { survey: SurveyDetail; voter: SurveyVoter }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { run, busy } = useDataWrite('recordSurveyVote');
  return (
    <TextField
      select
      size="small"
      value={voter.vote ?? ''}
      disabled={busy}
      label={translate('app.surveys.vote_of', { name: voter.name })}
      onChange={async (event) => {
        const { answer } = await run({
          resident_id: voter.resident_id,
          survey_id: survey.id,
          vote: Number(event.target.value),
        });
        if (answer) refresh();
      }}
      sx={{ minWidth: 140 }}
    >
      {survey.options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.text}
        </MenuItem>
      ))}
    </TextField>
  );
}

function VoterRows({
  caption,
  voters,
  survey,
  optionText,
}: {
  caption: string;
  voters: SurveyVoter[];
  survey: SurveyDetail;
  optionText: Map<number, string>;
}) {
  const translate = useTranslate();
  const { canAccess: canVote } = useCanAccess({ resource: 'surveys', action: 'create' });
  const editable = canVote && survey.open;
  return (
    <section aria-label={caption}>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {caption} ({voters.length})
      </Typography>
      {voters.length > 0 && (
        // A phone scrolls the table sideways rather than squeezing the names.
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.surveys.voter')}</TableCell>
                <TableCell>{translate('app.surveys.flats')}</TableCell>
                <TableCell align="right">{translate('app.surveys.land')}</TableCell>
                <TableCell>{translate('app.surveys.vote')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {voters.map((v) => (
                <TableRow key={v.resident_id}>
                  <TableCell>{v.name}</TableCell>
                  <TableCell>{v.flats}</TableCell>
                  <TableCell align="right">
                    {v.land.toLocaleString('tr-TR', { maximumFractionDigits: 4 })}
                  </TableCell>
                  <TableCell>
                    {editable ? (
                      <VoteChoice survey={survey} voter={v} />
                    ) : v.vote === null ? (
                      translate('app.surveys.none')
                    ) : (
                      optionText.get(v.vote)
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </section>
  );
}

/** Who voted (and for what) and who did not: the account's residents with a flat. */
export function SurveyVoterTable({ survey }: { survey: SurveyDetail }) {
  const translate = useTranslate();
  const optionText = new Map(survey.options.map((o) => [o.id, o.text]));
  return (
    <>
      <VoterRows
        caption={translate('app.surveys.voted')}
        voters={survey.voters.filter((v) => v.vote !== null)}
        survey={survey}
        optionText={optionText}
      />
      <VoterRows
        caption={translate('app.surveys.not_voted')}
        voters={survey.voters.filter((v) => v.vote === null)}
        survey={survey}
        optionText={optionText}
      />
    </>
  );
}
