import DownloadIcon from '@mui/icons-material/Download';
import { Button, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useAppDataProvider, useDataQuery, useDataWrite } from '../../dataProvider/useData';
import { saveFile } from '../../lib/saveFile';

/** How often the card asks again while the export is being prepared. */
const POLL_MS = 2000;

function sizeText(bytes: number, locale: string): string {
  const format = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  return bytes < 1024 * 1024 ? `${format(bytes / 1024)} KB` : `${format(bytes / (1024 * 1024))} MB`;
}

/**
 * The owner's export of all of the account's data, so no one is locked in: asked for here, prepared by a
 * background job on the server ("Hazırlanıyor…" meanwhile), then downloaded from the link.
 */
export function AccountExportCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const latest = useDataQuery('accountExport', undefined);
  const start = useDataWrite('startAccountExport', { invalidates: ['accountExport'] });
  const [downloading, setDownloading] = useState(false);
  const current = latest.data?.data ?? null;
  const working = current?.status === 'queued' || current?.status === 'running';
  const { refetch } = latest;

  useEffect(() => {
    if (!working) return;
    const timer = setTimeout(() => void refetch(), POLL_MS);
    return () => clearTimeout(timer);
  }, [working, refetch]);

  const download = async (id: number, name: string) => {
    setDownloading(true);
    try {
      saveFile(await dataProvider.accountExportFile({ id }), name);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setDownloading(false);
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
        {working && (
          <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }} role="status">
            <CircularProgress size={18} aria-hidden />
            <Typography variant="body2">{translate('app.profile.export_working')}</Typography>
          </Stack>
        )}
        {current?.status === 'ready' && (
          <Stack spacing={0.5} sx={{ mb: 2 }}>
            <Typography variant="body2">
              {translate('app.profile.export_ready', { date: current.finished_at ?? current.requested_at })}
            </Typography>
            <Link
              component="button"
              type="button"
              variant="body2"
              disabled={downloading}
              onClick={() => void download(current.id, current.file_name)}
              sx={{ alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <DownloadIcon fontSize="small" aria-hidden />
              {translate('app.profile.export_download', {
                name: current.file_name,
                size: sizeText(current.size ?? 0, locale),
              })}
            </Link>
          </Stack>
        )}
        {current?.status === 'failed' && (
          <Typography variant="body2" color="error" sx={{ mb: 2 }}>
            {translate('app.profile.export_failed')}
          </Typography>
        )}
        <Button
          variant="outlined"
          disabled={working || start.busy || latest.isPending}
          onClick={() => void start.run(undefined)}
        >
          {translate(current ? 'app.profile.export_again' : 'app.profile.export_button')}
        </Button>
      </CardContent>
    </Card>
  );
}
