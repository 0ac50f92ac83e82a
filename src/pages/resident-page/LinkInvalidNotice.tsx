import { Alert, Container, Typography } from '@mui/material';
import { useResidentPage } from './residentContext';

/** What a refused link (unknown, expired or revoked: the server's 401) shows instead of the page. */
export function LinkInvalidNotice() {
  const { texts } = useResidentPage();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {texts.invalid.title}
      </Typography>
      <Alert severity="warning">{texts.invalid.text}</Alert>
    </Container>
  );
}
