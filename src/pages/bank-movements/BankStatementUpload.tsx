import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type DragEvent, useId, useRef, useState } from 'react';
import type { StatementImport } from '../../dataProvider/custom/bankMovements';
import { useDataWrite } from '../../dataProvider/useData';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { BankImportSummary } from './BankImportSummary';
import { BankMappingDialog } from './BankMappingDialog';

/** The statement formats the server reads (docs/bank.md): Excel, CSV, MT940, camt.053. */
const EXTENSIONS = ['.xlsx', '.xls', '.csv', '.sta', '.txt', '.940', '.xml'];
const readable = (file: File) => EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext));

/**
 * The statement's file, dropped or chosen, sent with POST /bank/statements. A layout the server does not know
 * (400 with `errors.mapping`) opens the column mapping; once it is saved the same file is sent again.
 */
export function BankStatementUpload({ accountId }: { accountId: number }) {
  const t = useScopedTranslate('app.bank_movements');
  const hintId = useId();
  // A label styled as a button may not take the button role (axe): the button opens the hidden input instead.
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [wrongFile, setWrongFile] = useState(false);
  const [summary, setSummary] = useState<{ description: string; data: StatementImport } | null>(null);
  const [mapping, setMapping] = useState(false);
  const importing = useDataWrite('importStatement', {
    quiet: true,
    failureShown: true,
    invalidates: ['bankLines'],
    stale: ['cashAccounts', 'typedCashAccounts'],
  });

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    importing.reset();
    setSummary(null);
    setWrongFile(!readable(chosen));
    setFile(readable(chosen) ? chosen : null);
  };
  const send = async () => {
    if (!file) return;
    setSummary(null);
    const outcome = await importing.run({ file, account_id: accountId });
    if (outcome.answer) setSummary(outcome.answer);
    else if (outcome.errors.mapping) setMapping(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    choose(event.dataTransfer.files[0]);
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('file')}
        </Typography>
        <Box
          onDragOver={(event) => event.preventDefault()}
          onDrop={drop}
          sx={{ border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
        >
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => input.current?.click()}
            aria-describedby={hintId}
            sx={{ textTransform: 'none' }}
          >
            {file ? t('chosen_file', { name: file.name }) : t('choose_file')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept={EXTENSIONS.join(',')}
            aria-label={t('choose_file')}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Typography
            id={hintId}
            variant="body2"
            color={wrongFile ? 'error' : 'text.secondary'}
            sx={{ mt: 1 }}
          >
            {wrongFile ? t('wrong_type') : t('file_hint')}
          </Typography>
        </Box>
        <Stack spacing={2}>
          <Button
            variant="contained"
            onClick={send}
            disabled={!file || importing.busy}
            sx={{ alignSelf: 'start' }}
          >
            {t('upload')}
          </Button>
          {importing.failure && !mapping && !importing.errors.mapping && (
            <Alert severity="error">{importing.failure}</Alert>
          )}
          {summary && <BankImportSummary description={summary.description} summary={summary.data} />}
        </Stack>
      </CardContent>
      {file && mapping && (
        <BankMappingDialog
          file={file}
          accountId={accountId}
          onClose={() => setMapping(false)}
          onSaved={() => {
            setMapping(false);
            void send();
          }}
        />
      )}
    </Card>
  );
}
