import type { HttpError } from 'react-admin';
import type { ImportAnswer, ImportResult } from '../dataProvider/custom/imports';
import type { ImportProblem, ImportRow, ParseErrorCode } from './importKinds';

/** The wizard's steps (docs/domain.md, "Excel import"), in order. */
export const IMPORT_STEPS = ['template', 'file', 'preview', 'result'] as const;
const RESULT_STEP = IMPORT_STEPS.length - 1;

export type ImportOutcome =
  /** `link`: where the imported records are (a debt import's batch), else the kind's list. */
  | { status: 'success'; description: string; link?: string }
  /** The server checked every row and refused the file: nothing was imported. */
  | { status: 'rejected'; description: string; problems: ImportProblem[] }
  | { status: 'error'; description: string; problems: ImportProblem[] };

export interface ChosenFile {
  name: string;
  fileKey: string;
  sheetName: string;
  rows: ImportRow[];
  problems: ImportProblem[];
  message: string | null;
  /** Rows that are the template's unchanged example: not sent, and the preview says so. */
  skippedExamples: number[];
}

export interface WizardState {
  step: number;
  /** Percent of the file read, while it is being read. */
  reading: number | null;
  readError: ParseErrorCode | null;
  file: ChosenFile | null;
  /** Percent of the rows sent, while they are being sent. */
  uploading: number | null;
  outcome: ImportOutcome | null;
}

export const initialWizard: WizardState = {
  step: 0,
  reading: null,
  readError: null,
  file: null,
  uploading: null,
  outcome: null,
};

export type WizardEvent =
  | { type: 'go'; step: number }
  | { type: 'readStart' }
  | { type: 'reading'; percent: number }
  | { type: 'read'; file: ChosenFile }
  | { type: 'readFailed'; error: ParseErrorCode }
  | { type: 'readEnded' }
  | { type: 'importStart' }
  | { type: 'uploading'; percent: number }
  | { type: 'imported'; outcome: ImportOutcome }
  | { type: 'startOver' };

/**
 * How the wizard moves: reading a file forgets the last one, and a file read well goes to the preview; the import
 * goes to the result step and shows its progress until the outcome is in; starting over returns to the file step
 * with nothing chosen.
 */
export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'go':
      return { ...state, step: event.step };
    case 'readStart':
      return { ...state, reading: 0, readError: null, file: null };
    case 'reading':
      return { ...state, reading: event.percent };
    case 'read':
      return { ...state, file: event.file, step: 2 };
    case 'readFailed':
      return { ...state, readError: event.error };
    case 'readEnded':
      return { ...state, reading: null };
    case 'importStart':
      return { ...state, step: RESULT_STEP, uploading: 0, outcome: null };
    case 'uploading':
      return { ...state, uploading: event.percent };
    case 'imported':
      return { ...state, uploading: null, outcome: event.outcome };
    case 'startOver':
      return { ...state, file: null, outcome: null, readError: null, step: 1 };
  }
}

/** Whether a step shows as done, and whether the last one shows as failed (a refused file, not still running). */
export function stepMarks(index: number, state: Pick<WizardState, 'step' | 'outcome'>) {
  const isResult = index === RESULT_STEP;
  return {
    completed: index < state.step || (isResult && state.outcome?.status === 'success'),
    error: isResult && state.outcome !== null && state.outcome.status !== 'success',
  };
}

/** Only a file read without problems, with rows, may be sent. */
export const canSend = (file: ChosenFile | null): file is ChosenFile =>
  file !== null && file.problems.length === 0 && file.message === null && file.rows.length > 0;

/**
 * An import's answer: refused when it lists problems (docs/domain.md, "Excel import"), else done, with a batch's link.
 */
export function importOutcomeOfAnswer(answer: ImportAnswer): ImportOutcome {
  const problems = answer.data?.problems ?? [];
  const batchId = answer.data?.multi_debt_id;
  return problems.length > 0
    ? { status: 'rejected', description: answer.description, problems }
    : {
        status: 'success',
        description: answer.description,
        ...(batchId ? { link: `/multi-debts/${batchId}/show` } : {}),
      };
}

/**
 * A failed import call as the page shows it: the server's problem rows; or its field errors (`rows.12.area`)
 * turned into rows of the file; or just its Turkish message.
 */
export function importOutcomeOfError(
  error: unknown,
  rows: ImportRow[],
  columns: Record<string, string>,
): ImportOutcome {
  const body = (error as HttpError).body as
    | { description?: string; errors?: Record<string, string>; data?: Partial<ImportResult> }
    | undefined;
  const problems = body?.data?.problems ?? [];
  if (problems.length > 0) return { status: 'rejected', description: body?.description ?? '', problems };
  const fieldProblems = Object.entries(body?.errors ?? {}).flatMap(([key, reason]) => {
    const match = /^rows\.(\d+)\.(\w+)$/.exec(key);
    if (!match) return [];
    const index = Number(match[1]);
    const field = match[2] ?? '';
    return [{ row: rows[index]?.row ?? index + 2, column: columns[field] ?? field, reason }];
  });
  return { status: 'error', description: (error as Error).message, problems: fieldProblems };
}
