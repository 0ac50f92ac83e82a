import { Box, Link, Typography } from '@mui/material';
import { type ResidentSummary, residentAnnouncementFileUrl } from '../../dataProvider/custom/residentPage';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { EmptyText, ResidentSection } from './ResidentSection';
import { fill, useResidentPage } from './residentContext';

/** The association's announcements that are shown now, newest as the server orders them, each with its file. */
export function ResidentAnnouncements({
  announcements,
}: {
  announcements: ResidentSummary['announcements'];
}) {
  const { token, texts } = useResidentPage();
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
            {announcement.file_name && (
              <Link href={residentAnnouncementFileUrl(token, announcement.id)} download>
                {fill(texts.announcements.file, { name: announcement.file_name })}
                <Box component="span" sx={visuallyHidden}>
                  {` (${texts.announcements.download})`}
                </Box>
              </Link>
            )}
          </Box>
        ))
      )}
    </ResidentSection>
  );
}
