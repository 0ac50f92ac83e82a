import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import type { MouseEvent } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../dataProvider/useData';
import { saveFile } from '../../lib/saveFile';

/** A document row's file name: pressing it downloads the file under that name. */
export function DocumentDownload() {
  const record = useRecordContext<{ id: number; file_name: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  if (!record) return null;

  const download = async (event: MouseEvent) => {
    // The row's click opens its edit dialog; this button only downloads.
    event.stopPropagation();
    try {
      saveFile(await dataProvider.documentFile({ file_name: record.file_name }), record.file_name);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={(event) => void download(event)}
      aria-label={translate('app.documents.download', { name: record.file_name })}
      sx={{ textTransform: 'none', wordBreak: 'break-all', textAlign: 'left' }}
    >
      {record.file_name}
    </Button>
  );
}
