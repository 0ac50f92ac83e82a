import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button, type ButtonProps } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useNotify } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { useAppDataProvider } from '../dataProvider/useData';
import { openPdfInTab } from './openPdfInTab';

/**
 * A button that opens a PDF the API serves (a receipt, a statement) in a new tab, disabled while it loads; a
 * refusal is shown as the server's Turkish message.
 */
export function PdfTabButton({
  load,
  children,
  icon = <ReceiptLongIcon />,
  ...button
}: {
  load: (dataProvider: AppDataProvider) => Promise<Blob>;
  children: ReactNode;
  icon?: ReactNode;
} & Pick<ButtonProps, 'size' | 'variant' | 'aria-label'>) {
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      {...button}
      startIcon={icon}
      disabled={busy}
      onClick={(event) => {
        // Inside a clickable row the row must not open too.
        event.stopPropagation();
        setBusy(true);
        openPdfInTab(() => load(dataProvider))
          .catch((error: Error) => notify(error.message, { type: 'error' }))
          .finally(() => setBusy(false));
      }}
    >
      {children}
    </Button>
  );
}
