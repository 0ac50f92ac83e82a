import DownloadIcon from '@mui/icons-material/Download';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../dataProvider/useData';
import { saveFile } from '../../lib/saveFile';

/** The owner's download of all of the account's data (GET /account/export), so no one is locked in. */
export function AccountExportCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [working, setWorking] = useState(false);

  const download = async () => {
    setWorking(true);
    try {
      const day = new Date().toISOString().slice(0, 10);
      saveFile(await dataProvider.accountExport(), `hesap-verileri-${day}.zip`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setWorking(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="account-export-title">
      <CardContent>
        <Typography id="account-export-title" component="h2" variant="h6" gutterBottom>
          {translate('app.profile.export_title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('app.profile.export_hint')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={working}
          onClick={() => void download()}
        >
          {translate(working ? 'app.profile.export_working' : 'app.profile.export_button')}
        </Button>
      </CardContent>
    </Card>
  );
}
