import { Alert, Paper, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useResidentPage } from './residentContext';

/** One part of the resident page: a titled card, its heading naming the region for screen readers. */
export function ResidentSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** What a section shows until its read answers, or when it failed: the rest of the page stays usable. */
export function SectionLoadState({ isPending, isError }: { isPending: boolean; isError: boolean }) {
  const { texts } = useResidentPage();
  if (isError) return <Alert severity="warning">{texts.load_failed}</Alert>;
  if (isPending) return <Typography color="text.secondary">{texts.loading}</Typography>;
  return null;
}

/** The quiet line of a section with nothing to show. */
export const EmptyText = ({ children }: { children: ReactNode }) => (
  <Typography color="text.secondary">{children}</Typography>
);
