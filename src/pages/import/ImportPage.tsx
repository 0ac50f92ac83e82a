import { Alert, Card, CardContent, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useCallback, useReducer, useRef } from 'react';
import { Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useDataMutation } from '../../dataProvider/useData';
import { IMPORT_KIND_INFO, type ImportKind, isImportKind, templateRows } from '../../imports/importKinds';
import {
  IMPORT_STEPS,
  importOutcomeOfAnswer,
  importOutcomeOfError,
  initialWizard,
  stepMarks,
  wizardReducer,
} from '../../imports/importWizard';
import { readImportFile } from '../../imports/readImportFile';
import { downloadXlsx } from '../../lib/excelExport';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { FileStep, PreviewStep, ResultStep, TemplateStep } from './ImportSteps';

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
 * Template, file, preview, import (docs/domain.md, "Excel import"). The file is hashed here and parsed in a Web Worker;
 * the server checks every row and imports all of them or none. The success description is shown only when the
 * answer lists no problems (docs/domain.md, "Excel import").
 */
function ImportWizard({ kind }: { kind: ImportKind }) {
  const notify = useNotify();
  const info = IMPORT_KIND_INFO[kind];
  const { canAccess, isPending } = useCanAccess({ resource: kind, action: 'create' });
  const [state, dispatch] = useReducer(wizardReducer, initialWizard);
  const { mutateAsync: importRows } = useDataMutation('importRows');
  const readCall = useRef(0);
  const moved = useRef(false);
  const t = useScopedTranslate('app.import');

  // After a move, focus goes to the new step's heading so keyboard and screen reader users land on it. A stable
  // callback ref runs once when each step's heading mounts.
  const headingRef = useCallback((node: HTMLHeadingElement | null) => {
    if (node && moved.current) node.focus();
  }, []);
  const goTo = (step: number) => {
    moved.current = true;
    dispatch({ type: 'go', step });
  };

  const downloadTemplate = () =>
    downloadXlsx(templateRows(kind), info.templateName).catch((error: unknown) =>
      notify(String((error as Error).message ?? error), { type: 'error' }),
    );

  // Only the last file chosen counts: an earlier one still being read is forgotten.
  const chooseFile = async (selected: File) => {
    const call = ++readCall.current;
    dispatch({ type: 'readStart' });
    try {
      const { fileKey, result } = await readImportFile(selected, kind, (percent) => {
        if (call === readCall.current) dispatch({ type: 'reading', percent });
      });
      if (call !== readCall.current) return;
      if (!result.ok) {
        dispatch({ type: 'readFailed', error: result.error });
        return;
      }
      moved.current = true;
      dispatch({ type: 'read', file: { name: selected.name, fileKey, ...result } });
    } catch {
      if (call === readCall.current) dispatch({ type: 'readFailed', error: 'unreadable' });
    } finally {
      if (call === readCall.current) dispatch({ type: 'readEnded' });
    }
  };

  const runImport = async () => {
    const { file } = state;
    if (!file) return;
    moved.current = true;
    dispatch({ type: 'importStart' });
    try {
      const answer = await importRows({
        endpoint: info.endpoint,
        fileKey: file.fileKey,
        rows: file.rows,
        onProgress: (percent) => dispatch({ type: 'uploading', percent }),
      });
      dispatch({ type: 'imported', outcome: importOutcomeOfAnswer(answer) });
    } catch (error) {
      dispatch({ type: 'imported', outcome: importOutcomeOfError(error, file.rows, info.columns) });
    }
  };

  const startOver = () => {
    moved.current = true;
    dispatch({ type: 'startOver' });
  };

  const title = t(`title.${kind}`);
  if (!isPending && !canAccess) {
    return (
      <Card sx={{ mt: 2 }}>
        <Title title={title} />
        <CardContent>
          <Alert severity="warning">{t('not_allowed')}</Alert>
        </CardContent>
      </Card>
    );
  }

  const step = { kind, info, headingRef };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Stepper activeStep={state.step} alternativeLabel>
            {IMPORT_STEPS.map((name, index) => {
              const marks = stepMarks(index, state);
              return (
                <Step key={name} completed={marks.completed}>
                  {/* A refused file marks the last step as failed, not as still running. */}
                  <StepLabel error={marks.error}>{t(`steps.${name}`)}</StepLabel>
                </Step>
              );
            })}
          </Stepper>
          {state.step === 0 && (
            <TemplateStep {...step} onDownload={downloadTemplate} onNext={() => goTo(1)} />
          )}
          {state.step === 1 && (
            <FileStep
              headingRef={headingRef}
              reading={state.reading}
              readError={state.readError}
              onChoose={(selected) => void chooseFile(selected)}
              onBack={() => goTo(0)}
            />
          )}
          {state.step === 2 && state.file && (
            <PreviewStep {...step} file={state.file} onBack={startOver} onImport={() => void runImport()} />
          )}
          {state.step === 3 && (
            <ResultStep
              {...step}
              uploading={state.uploading}
              outcome={state.outcome}
              onRetry={() => void runImport()}
              onStartOver={startOver}
            />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
