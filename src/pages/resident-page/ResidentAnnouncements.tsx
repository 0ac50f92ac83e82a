import { Box, Typography } from '@mui/material';
import type { ResidentSummary } from '../../dataProvider/custom/residentPage';
import { EmptyText, ResidentSection } from './ResidentSection';
import { useResidentPage } from './residentContext';

/** The association's announcements that are shown now, newest as the server orders them. */
export function ResidentAnnouncements({
  announcements,
}: {
  announcements: ResidentSummary['announcements'];
}) {
  const { texts } = useResidentPage();
  return (
    <ResidentSection title={texts.announcements.title}>
      {announcements.length === 0 ? (
        <EmptyText>{texts.announcements.empty}</EmptyText>
      ) : (
        announcements.map((announcement) => (
          <Box component="article" key={announcement.id} sx={{ py: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>
              {announcement.title}
            </Typography>
            {announcement.date && (
              <Typography variant="body2" color="text.secondary">
                {announcement.date}
              </Typography>
            )}
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {announcement.content}
            </Typography>
          </Box>
        ))
      )}
    </ResidentSection>
  );
}
