import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AxiosError } from 'axios';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { toHttpError } from '../../dataProvider/errors';
import { http } from '../../dataProvider/http';
import {
  IMPORT_KIND_INFO,
  type ImportKind,
  type ImportProblem,
  type ImportRow,
  isImportKind,
  type ParseErrorCode,
  templateRows,
} from '../../imports/importKinds';
import { readImportFile } from '../../imports/readImportFile';
import { downloadXlsx } from '../../lib/excelExport';

/**
 * What POST /apartment/multi, /apartment/multi/resident and /debt/import answer (400 with `data.problems` when
 * refused); a debt import also names the batch it created.
 */
interface ImportAnswer {
  description: string;
  errors?: Record<string, string>;
  data?: { problems: ImportProblem[]; created: number; skipped: number; multi_debt_id?: number | null };
}

export type ImportOutcome =
  /** `link`: where the imported records are (a debt import's batch), else the kind's list. */
  | { status: 'success'; description: string; link?: string }
  /** The server checked every row and refused the file: nothing was imported. */
  | { status: 'rejected'; description: string; problems: ImportProblem[] }
  | { status: 'error'; description: string; problems: ImportProblem[] };

interface ChosenFile {
  name: string;
  fileKey: string;
  sheetName: string;
  rows: ImportRow[];
  problems: ImportProblem[];
  message: string | null;
}

const PREVIEW_ROWS = 100;
const STEPS = ['template', 'file', 'preview', 'result'] as const;

/**
 * A failed import call as the page shows it: the server's problem rows; or its field errors (`rows.12.area`)
 * turned into rows of the file; or just its Turkish message.
 */
export function importOutcomeOfError(
  error: unknown,
  rows: ImportRow[],
  columns: Record<string, string>,
): ImportOutcome {
  const body = (error as AxiosError<ImportAnswer>).response?.data;
  const problems = body?.data?.problems ?? [];
  if (problems.length > 0) return { status: 'rejected', description: body?.description ?? '', problems };
  const fieldProblems = Object.entries(body?.errors ?? {}).flatMap(([key, reason]) => {
    const match = /^rows\.(\d+)\.(\w+)$/.exec(key);
    if (!match) return [];
    const index = Number(match[1]);
    const field = match[2] ?? '';
    return [{ row: rows[index]?.row ?? index + 2, column: columns[field] ?? field, reason }];
  });
  return {
    status: 'error',
    description: toHttpError(error as Parameters<typeof toHttpError>[0]).message,
    problems: fieldProblems,
  };
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value.toLocaleString('tr-TR', { maximumFractionDigits: 6 });
  return String(value);
}

/** Every problem row: Satır, Sütun, Sebep. Long lists scroll inside the page. */
function ProblemTable({ problems }: { problems: ImportProblem[] }) {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={translate('app.import.problems_caption')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 80 }}>{translate('app.import.row')}</TableCell>
            <TableCell sx={{ width: 160 }}>{translate('app.import.problem_column')}</TableCell>
            <TableCell>{translate('app.import.problem_reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((problem, index) => (
            // A row may have several problems, even two in one column.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered
            <TableRow key={index}>
              <TableCell>{problem.row}</TableCell>
              <TableCell>{problem.column}</TableCell>
              <TableCell>{problem.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function StepHeading({
  children,
  headingRef,
}: {
  children: ReactNode;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  return (
    <Typography variant="h6" component="h2" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
      {children}
    </Typography>
  );
}

/** `/import/:kind`: the Excel import wizard of apartments, residents or debts. */
export function ImportPage() {
  const translate = useTranslate();
  const { kind } = useParams();
  if (!isImportKind(kind)) {
    return (
      <Card sx={{ mt: 2 }}>
        <Title title="app.import.button" />
        <CardContent>
          <Alert severity="warning">{translate('app.import.unknown_kind')}</Alert>
        </CardContent>
      </Card>
    );
  }
  return <ImportWizard key={kind} kind={kind} />;
}

/**
 * Template, file, preview, import (DESIGN.md section 5). The file is hashed here and parsed in a Web Worker;
 * the server checks every row and imports all of them or none. The success description is shown only when the
 * answer lists no problems (SPEC.md section 8).
 */
function ImportWizard({ kind }: { kind: ImportKind }) {
  const translate = useTranslate();
  const notify = useNotify();
  const info = IMPORT_KIND_INFO[kind];
  const { canAccess, isPending } = useCanAccess({ resource: kind, action: 'create' });
  const [step, setStep] = useState(0);
  const [reading, setReading] = useState<number | null>(null);
  const [readError, setReadError] = useState<ParseErrorCode | null>(null);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const readCall = useRef(0);
  const moved = useRef(false);

  // After a move, focus goes to the new step's heading so keyboard and screen reader users land on it. A stable
  // callback ref runs once when each step's heading mounts.
  const headingRef = useCallback((node: HTMLHeadingElement | null) => {
    if (node && moved.current) node.focus();
  }, []);

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  const downloadTemplate = () =>
    downloadXlsx(templateRows(kind), info.templateName).catch((error: unknown) =>
      notify(String((error as Error).message ?? error), { type: 'error' }),
    );

  const chooseFile = async (selected: File) => {
    const call = ++readCall.current;
    setReadError(null);
    setFile(null);
    setReading(0);
    try {
      const { fileKey, result } = await readImportFile(selected, kind, (percent) => {
        if (call === readCall.current) setReading(percent);
      });
      if (call !== readCall.current) return;
      if (!result.ok) {
        setReadError(result.error);
        return;
      }
      setFile({ name: selected.name, fileKey, ...result });
      goTo(2);
    } catch {
      if (call === readCall.current) setReadError('unreadable');
    } finally {
      if (call === readCall.current) setReading(null);
    }
  };

  const runImport = async () => {
    if (!file) return;
    setOutcome(null);
    setUploading(0);
    goTo(3);
    try {
      const { data } = await http.post<ImportAnswer>(
        info.endpoint,
        { file_key: file.fileKey, rows: file.rows },
        {
          onUploadProgress: (event) => {
            if (event.total) setUploading(Math.round((event.loaded / event.total) * 100));
          },
        },
      );
      const problems = data.data?.problems ?? [];
      const batchId = data.data?.multi_debt_id;
      setOutcome(
        problems.length > 0
          ? { status: 'rejected', description: data.description, problems }
          : {
              status: 'success',
              description: data.description,
              ...(batchId ? { link: `/multi-debts/${batchId}/show` } : {}),
            },
      );
    } catch (error) {
      setOutcome(importOutcomeOfError(error, file.rows, info.columns));
    } finally {
      setUploading(null);
    }
  };

  const startOver = () => {
    setFile(null);
    setOutcome(null);
    setReadError(null);
    goTo(1);
  };

  const t = (key: string, options?: Record<string, unknown>) => translate(`app.import.${key}`, options);
  const headers = Object.values(info.columns);
  const fields = Object.keys(info.columns);
  const canSend =
    file !== null && file.problems.length === 0 && file.message === null && file.rows.length > 0;

  if (!isPending && !canAccess) {
    return (
      <Card sx={{ mt: 2 }}>
        <Title title={t(`title.${kind}`)} />
        <CardContent>
          <Alert severity="warning">{t('not_allowed')}</Alert>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t(`title.${kind}`)} />
      <CardContent>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">
            {t(`title.${kind}`)}
          </Typography>
          <Stepper activeStep={step} alternativeLabel>
            {STEPS.map((name, index) => (
              <Step key={name} completed={index < step || (index === 3 && outcome?.status === 'success')}>
                {/* A refused file marks the last step as failed, not as still running. */}
                <StepLabel error={index === 3 && outcome !== null && outcome.status !== 'success'}>
                  {t(`steps.${name}`)}
                </StepLabel>
              </Step>
            ))}
          </Stepper>

          {step === 0 && (
            <Stack spacing={2}>
              <StepHeading headingRef={headingRef}>{t('steps.template')}</StepHeading>
              <Typography>{t(`explain.${kind}`)}</Typography>
              <TableContainer>
                <Table size="small" aria-label={t('columns_caption')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('column')}</TableCell>
                      <TableCell>{t('required')}</TableCell>
                      <TableCell>{t('meaning')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {fields.map((field) => {
                      const header = info.columns[field] ?? field;
                      return (
                        <TableRow key={field}>
                          <TableCell sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>{header}</TableCell>
                          <TableCell>{t(info.required.includes(header) ? 'required' : 'optional')}</TableCell>
                          <TableCell>{t(`column_help.${kind}.${field}`)}</TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
              <Alert severity="info">{t('rules')}</Alert>
              <Stack direction="row" spacing={2}>
                <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadTemplate}>
                  {t('download_template')}
                </Button>
                <Button variant="contained" onClick={() => goTo(1)}>
                  {t('next')}
                </Button>
              </Stack>
            </Stack>
          )}

          {step === 1 && (
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
                  if (selected) void chooseFile(selected);
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
              {reading !== null && (
                <Box>
                  <LinearProgress
                    variant="determinate"
                    value={reading}
                    aria-label={t('reading', { percent: reading })}
                  />
                  <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
                    {t('reading', { percent: reading })}
                  </Typography>
                </Box>
              )}
              {readError && (
                <Alert severity="error" role="alert">
                  {t(`errors.${readError}`)}
                </Alert>
              )}
              <Box>
                <Button onClick={() => goTo(0)}>{t('back')}</Button>
              </Box>
            </Stack>
          )}

          {step === 2 && file && (
            <Stack spacing={2}>
              <StepHeading headingRef={headingRef}>{t('steps.preview')}</StepHeading>
              <Typography>
                {t('summary', { count: file.rows.length, file: file.name, sheet: file.sheetName })}
              </Typography>
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
                          {headers.map((header) => (
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
                <Button onClick={startOver}>{t('back')}</Button>
                <Button variant="contained" onClick={runImport} disabled={!canSend}>
                  {t('import')}
                </Button>
              </Stack>
            </Stack>
          )}

          {step === 3 && (
            <Stack spacing={2}>
              <StepHeading headingRef={headingRef}>{t('steps.result')}</StepHeading>
              {uploading !== null && (
                <Box>
                  <LinearProgress
                    variant={uploading < 100 ? 'determinate' : 'indeterminate'}
                    value={uploading}
                    aria-label={uploading < 100 ? t('importing', { percent: uploading }) : t('saving')}
                  />
                  <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
                    {uploading < 100 ? t('importing', { percent: uploading }) : t('saving')}
                  </Typography>
                </Box>
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
                    <Button variant="contained" onClick={runImport}>
                      {t('import')}
                    </Button>
                  )}
                  <Button onClick={startOver}>{t('another')}</Button>
                </Stack>
              )}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
