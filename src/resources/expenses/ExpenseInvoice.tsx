import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import { type ChangeEvent, type MouseEvent, useRef } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useAppDataProvider, useDataWrite } from '../../dataProvider/useData';
import { saveFile } from '../../lib/saveFile';

/** What the server takes (it checks the content too). */
export const INVOICE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const MAX_INVOICE_BYTES = 5 * 1024 * 1024;

/** How each accepted type's file begins; the server checks the same bytes (a renamed file keeps its own). */
const MAGIC: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** Why a chosen file cannot be an invoice (an i18n key), or null: its name's type, its size, then its bytes. */
export async function invoiceProblem(file: File): Promise<string | null> {
  const magic = MAGIC[file.type];
  if (!magic) return 'app.expenses.invoice_type';
  if (file.size > MAX_INVOICE_BYTES) return 'app.expenses.invoice_size';
  const head = new Uint8Array(await file.slice(0, magic.length).arrayBuffer());
  return magic.every((byte, index) => head[index] === byte) ? null : 'app.expenses.invoice_content';
}

/** A row's buttons must not open the row's edit dialog. */
const only = (action: () => void) => (event: MouseEvent) => {
  event.stopPropagation();
  action();
};

/**
 * The invoice file of an expense row: its name downloads it; users who may edit upload one, users who may delete
 * replace or remove it (replacing removes the old file). The server answers each change with its Turkish description.
 */
export function ExpenseInvoice() {
  const record = useRecordContext<{ id: number; invoice_name: string | null }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const input = useRef<HTMLInputElement>(null);
  const { canAccess: canEdit } = useCanAccess({ resource: 'expenses', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'expenses', action: 'delete' });
  const upload = useDataWrite('uploadExpenseInvoice');
  const removal = useDataWrite('removeExpenseInvoice');
  if (!record) return null;
  const name = record.invoice_name;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire another change.
    event.target.value = '';
    if (!file) return;
    const problem = await invoiceProblem(file);
    if (problem) return notify(problem, { type: 'error' });
    if ((await upload.run({ id: record.id, file })).answer) refresh();
  };

  const download = async () => {
    try {
      saveFile(await dataProvider.expenseInvoice({ id: record.id }), name ?? 'fatura');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  const remove = async () => {
    if ((await removal.run({ id: record.id })).answer) refresh();
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {name && (
        <Button
          size="small"
          startIcon={<AttachFileIcon />}
          onClick={only(() => void download())}
          aria-label={translate('app.expenses.invoice_download', { name })}
          sx={{ textTransform: 'none' }}
        >
          {name}
        </Button>
      )}
      {canEdit && (!name || canDelete) && (
        <>
          <input
            ref={input}
            type="file"
            accept={INVOICE_TYPES.join(',')}
            hidden
            onClick={(event) => event.stopPropagation()}
            onChange={(event) => void choose(event)}
            aria-label={translate('app.expenses.invoice_upload')}
          />
          <Tooltip title={translate(name ? 'app.expenses.invoice_replace' : 'app.expenses.invoice_upload')}>
            <IconButton
              size="small"
              disabled={upload.busy}
              onClick={only(() => input.current?.click())}
              aria-label={translate(name ? 'app.expenses.invoice_replace' : 'app.expenses.invoice_upload')}
            >
              <UploadIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
      {name && canDelete && (
        <Tooltip title={translate('app.expenses.invoice_remove')}>
          <IconButton
            size="small"
            color="error"
            disabled={removal.busy}
            onClick={only(() => void remove())}
            aria-label={translate('app.expenses.invoice_remove')}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}
