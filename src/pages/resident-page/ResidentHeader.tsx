import { Box, Button, Typography } from '@mui/material';
import { useResidentPage } from './residentContext';

/** The association's name, the resident's name, and the switch to the other language. */
export function ResidentHeader({ name, assocName }: { name: string; assocName: string }) {
  const { texts, locale, setLocale } = useResidentPage();
  const other = locale === 'tr' ? 'en' : 'tr';
  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {assocName}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {texts.title}
        </Typography>
      </Box>
      <Button
        size="small"
        variant="outlined"
        lang={other}
        aria-label={texts.language_label}
        onClick={() => setLocale(other)}
      >
        {texts.language}
      </Button>
    </Box>
  );
}
