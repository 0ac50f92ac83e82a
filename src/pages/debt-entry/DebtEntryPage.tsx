import { Alert, Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EntryForm } from './EntryForm';
import { ENTRY_MODES, isEntryMode } from './entryRequest';

/** "Borç girişi": one screen per mode at /debt-entry/:mode, each previewed by the server before it is saved. */
export function DebtEntryPage() {
  const translate = useTranslate();
  const { mode } = useParams<{ mode: string }>();
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1100 }}>
      <Title title="app.debt_entry.title" />
      <Card>
        <Tabs
          value={isEntryMode(mode) ? mode : false}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={translate('app.debt_entry.modes_label')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {ENTRY_MODES.map((entry) => (
            <Tab
              key={entry}
              value={entry}
              label={translate(`app.debt_entry.modes.${entry}`)}
              component={RouterLink}
              to={`/debt-entry/${entry}`}
            />
          ))}
        </Tabs>
        <CardContent>
          {isEntryMode(mode) ? (
            <EntryForm key={mode} mode={mode} />
          ) : (
            <Alert severity="info">{translate('app.debt_entry.unknown_mode')}</Alert>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
