import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SurveyResult } from './types';

const number = (value: number, digits = 2) =>
  value.toLocaleString('tr-TR', { minimumFractionDigits: 0, maximumFractionDigits: digits });

/** One bar: its width is the percentage; the text beside it says the same for screen readers and print. */
function Bar({ percent, text, color }: { percent: number; text: string; color: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{ flex: '1 1 60%', height: 14, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}
      >
        <Box sx={{ width: `${percent}%`, height: '100%', bgcolor: color, printColorAdjust: 'exact' }} />
      </Box>
      <Typography variant="body2" sx={{ flex: '1 1 40%', minWidth: 0 }}>
        {text}
      </Typography>
    </Box>
  );
}

/** The results as horizontal bars, by head and by land share, one group per option (CSS only, no chart library). */
export function SurveyResultChart({ results }: { results: SurveyResult[] }) {
  const translate = useTranslate();
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={translate('app.surveys.chart_label')}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {results.map((r) => (
          <Box component="li" key={r.option_id}>
            <Typography component="h3" variant="subtitle2">
              {r.text}
            </Typography>
            <Bar
              percent={r.head_percent}
              color="primary.main"
              text={`${translate('app.surveys.by_head')}: ${translate('app.surveys.votes_of', {
                votes: r.votes,
                percent: number(r.head_percent),
              })}`}
            />
            <Bar
              percent={r.land_percent}
              color="secondary.main"
              text={`${translate('app.surveys.by_land')}: ${translate('app.surveys.land_of', {
                land: number(r.land, 4),
                percent: number(r.land_percent),
              })}`}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
