import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type Ref, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ImportKind, ImportKindInfo, ParseErrorCode } from '../../imports/importKinds';
import { type ChosenFile, canSend, type ImportOutcome } from '../../imports/importWizard';
import { ProblemTable, ProgressLine, StepHeading } from './ImportParts';

const PREVIEW_ROWS = 100;

interface StepProps {
  kind: ImportKind;
  info: ImportKindInfo;
  headingRef: Ref<HTMLHeadingElement>;
}

function useImportText() {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) => translate(`app.import.${key}`, options);
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value.toLocaleString('tr-TR', { maximumFractionDigits: 6 });
  return String(value);
}

/** Step 1: what each column means, the template to download. */
export function TemplateStep({
  kind,
  info,
  headingRef,
  onDownload,
  onNext,
}: StepProps & { onDownload(): void; onNext(): void }) {
  const t = useImportText();
  return (
    <Stack spacing={2}>
      <StepHeading headingRef={headingRef}>{t('steps.template')}</StepHeading>
      <Typography>{t(`explain.${kind}`)}</Typography>
      {/* Reachable with the keyboard, so a keyboard user can scroll it where the table is wider than the screen. */}
      <TableContainer tabIndex={0} role="region" aria-label={t('columns_caption')}>
        <Table size="small" aria-label={t('columns_caption')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('column')}</TableCell>
              <TableCell>{t('required')}</TableCell>
              <TableCell>{t('meaning')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {Object.entries(info.columns).map(([field, header]) => (
              <TableRow key={field}>
                <TableCell sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>{header}</TableCell>
                <TableCell>{t(info.required.includes(header) ? 'required' : 'optional')}</TableCell>
                <TableCell>{t(`column_help.${kind}.${field}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Alert severity="info">{t('rules')}</Alert>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onDownload}>
          {t('download_template')}
        </Button>
        <Button variant="contained" onClick={onNext}>
          {t('next')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Step 2: choose the file; it is read here, with its progress, or refused with the reason. */
export function FileStep({
  headingRef,
  reading,
  readError,
  onChoose,
  onBack,
}: Pick<StepProps, 'headingRef'> & {
  reading: number | null;
  readError: ParseErrorCode | null;
  onChoose(file: File): void;
  onBack(): void;
}) {
  const t = useImportText();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={2}>
      <StepHeading headingRef={headingRef}>{t('steps.file')}</StepHeading>
      <Typography>{t('file_hint')}</Typography>
      <input
        ref={inputRef}
        type="file"
        accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
        aria-label={t('file_label')}
        hidden
        onChange={(event) => {
          const selected = event.target.files?.[0];
          // Cleared so that choosing the same file again (after fixing it) is noticed.
          event.target.value = '';
          if (selected) onChoose(selected);
        }}
      />
      <Box>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          onClick={() => inputRef.current?.click()}
          disabled={reading !== null}
        >
          {t('choose_file')}
        </Button>
      </Box>
      {reading !== null && <ProgressLine percent={reading} label={t('reading', { percent: reading })} />}
      {readError && (
        <Alert severity="error" role="alert">
          {t(`errors.${readError}`)}
        </Alert>
      )}
      <Box>
        <Button onClick={onBack}>{t('back')}</Button>
      </Box>
    </Stack>
  );
}

/** Step 3: the rows as read (the first hundred) and the file's own problems; import only a clean file. */
export function PreviewStep({
  info,
  headingRef,
  file,
  onBack,
  onImport,
}: Omit<StepProps, 'kind'> & { file: ChosenFile; onBack(): void; onImport(): void }) {
  const t = useImportText();
  const fields = Object.keys(info.columns);
  return (
    <Stack spacing={2}>
      <StepHeading headingRef={headingRef}>{t('steps.preview')}</StepHeading>
      <Typography>
        {t('summary', { count: file.rows.length, file: file.name, sheet: file.sheetName })}
      </Typography>
      {file.skippedExamples.length > 0 && (
        <Alert severity="info" role="status">
          {t('examples_skipped', { rows: file.skippedExamples.join(', ') })}
        </Alert>
      )}
      {file.message && (
        <Alert severity="error" role="alert">
          <AlertTitle>{file.message}</AlertTitle>
          {t('fix_file')}
        </Alert>
      )}
      {file.problems.length > 0 && <ProblemTable problems={file.problems} />}
      {file.rows.length > 0 && (
        <>
          <TableContainer sx={{ maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" stickyHeader aria-label={t('preview_caption')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('row')}</TableCell>
                  {Object.values(info.columns).map((header) => (
                    <TableCell key={header}>{header}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {file.rows.slice(0, PREVIEW_ROWS).map((row) => (
                  <TableRow key={row.row}>
                    <TableCell>{row.row}</TableCell>
                    {fields.map((field) => (
                      <TableCell key={field}>
                        {cellText((row as unknown as Record<string, unknown>)[field])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {file.rows.length > PREVIEW_ROWS && (
            <Typography variant="body2" color="text.secondary">
              {t('showing_first', { shown: PREVIEW_ROWS, count: file.rows.length })}
            </Typography>
          )}
        </>
      )}
      <Stack direction="row" spacing={2}>
        <Button onClick={onBack}>{t('back')}</Button>
        <Button variant="contained" onClick={onImport} disabled={!canSend(file)}>
          {t('import')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Step 4: the rows being sent, then the server's word: done (with the way to the records), refused or failed. */
export function ResultStep({
  kind,
  info,
  headingRef,
  uploading,
  outcome,
  onRetry,
  onStartOver,
}: StepProps & {
  uploading: number | null;
  outcome: ImportOutcome | null;
  onRetry(): void;
  onStartOver(): void;
}) {
  const t = useImportText();
  return (
    <Stack spacing={2}>
      <StepHeading headingRef={headingRef}>{t('steps.result')}</StepHeading>
      {uploading !== null && (
        <ProgressLine
          percent={uploading < 100 ? uploading : null}
          label={uploading < 100 ? t('importing', { percent: uploading }) : t('saving')}
        />
      )}
      {outcome?.status === 'success' && (
        <Alert severity="success" icon={<CheckCircleIcon />} role="status">
          <AlertTitle>{t('done')}</AlertTitle>
          {outcome.description}
        </Alert>
      )}
      {outcome?.status === 'rejected' && (
        <Alert severity="error" role="alert">
          {/* The server's own words first; "nothing was imported" is always said, once. */}
          <AlertTitle>{outcome.description || t('nothing_imported')}</AlertTitle>
          {outcome.description.includes(t('nothing_imported')) ? '' : `${t('nothing_imported')} `}
          {t('problem_count', { smart_count: outcome.problems.length })}
        </Alert>
      )}
      {outcome?.status === 'error' && (
        <Alert severity="error" role="alert">
          {outcome.description}
        </Alert>
      )}
      {outcome && outcome.status !== 'success' && outcome.problems.length > 0 && (
        <ProblemTable problems={outcome.problems} />
      )}
      {outcome && (
        <Stack direction="row" spacing={2}>
          {outcome.status === 'success' && (
            <Button variant="contained" component={RouterLink} to={outcome.link ?? info.listPath}>
              {t(`go_to_list.${kind}`)}
            </Button>
          )}
          {outcome.status === 'error' && outcome.problems.length === 0 && (
            <Button variant="contained" onClick={onRetry}>
              {t('import')}
            </Button>
          )}
          <Button onClick={onStartOver}>{t('another')}</Button>
        </Stack>
      )}
    </Stack>
  );
}
