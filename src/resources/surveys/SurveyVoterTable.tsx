import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SurveyDetail, SurveyVoter } from './types';

function VoterRows({
  caption,
  voters,
  optionText,
}: {
  caption: string;
  voters: SurveyVoter[];
  optionText: Map<number, string>;
}) {
  const translate = useTranslate();
  return (
    <section aria-label={caption}>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {caption} ({voters.length})
      </Typography>
      {voters.length > 0 && (
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
                  {v.vote === null ? translate('app.surveys.none') : optionText.get(v.vote)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
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
        optionText={optionText}
      />
      <VoterRows
        caption={translate('app.surveys.not_voted')}
        voters={survey.voters.filter((v) => v.vote === null)}
        optionText={optionText}
      />
    </>
  );
}
