import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { ImportRow } from '../../src/imports/importKinds';
import {
  type ChosenFile,
  canSend,
  importOutcomeOfAnswer,
  importOutcomeOfError,
  initialWizard,
  stepMarks,
  type WizardState,
  wizardReducer,
} from '../../src/imports/importWizard';

const rows = [
  { row: 2, building: 'Gül Blok', identifier: '1', area: 90, land: 10, group: null },
  { row: 3, building: 'Gül Blok', identifier: '2', area: 95, land: 10, group: null },
] as ImportRow[];
const file: ChosenFile = {
  name: 'gul.xlsx',
  fileKey: 'ab',
  sheetName: 'Sayfa1',
  rows,
  problems: [],
  message: null,
  skippedExamples: [],
};

const run = (...events: Parameters<typeof wizardReducer>[1][]) =>
  events.reduce<WizardState>(wizardReducer, initialWizard);

describe('the import wizard’s steps', () => {
  it('reads a file with its progress and goes to the preview', () => {
    const reading = run({ type: 'go', step: 1 }, { type: 'readStart' }, { type: 'reading', percent: 60 });
    expect(reading).toMatchObject({ step: 1, reading: 60, file: null, readError: null });
    const read = run(
      { type: 'go', step: 1 },
      { type: 'readStart' },
      { type: 'read', file },
      { type: 'readEnded' },
    );
    expect(read).toMatchObject({ step: 2, reading: null, file });
  });

  it('stays on the file step with the reason when a file cannot be read, and forgets it on the next one', () => {
    const refused = run(
      { type: 'go', step: 1 },
      { type: 'readStart' },
      { type: 'readFailed', error: 'encrypted' },
    );
    expect(refused).toMatchObject({ step: 1, readError: 'encrypted' });
    expect(wizardReducer(refused, { type: 'readStart' })).toMatchObject({ readError: null, reading: 0 });
  });

  it('imports on the result step with its progress, then shows the outcome', () => {
    const sending = run({ type: 'read', file }, { type: 'importStart' }, { type: 'uploading', percent: 40 });
    expect(sending).toMatchObject({ step: 3, uploading: 40, outcome: null });
    const done = wizardReducer(sending, {
      type: 'imported',
      outcome: { status: 'success', description: '2 daire eklendi.' },
    });
    expect(done).toMatchObject({ uploading: null, outcome: { status: 'success' } });
    expect(stepMarks(3, done)).toEqual({ completed: true, error: false });
    expect(stepMarks(1, done)).toEqual({ completed: true, error: false });
  });

  it('marks a refused import’s last step as failed, and starts over at the file step', () => {
    const refused = run(
      { type: 'read', file },
      { type: 'importStart' },
      {
        type: 'imported',
        outcome: { status: 'rejected', description: 'Hiçbir kayıt eklenmedi.', problems: [] },
      },
    );
    expect(stepMarks(3, refused)).toEqual({ completed: false, error: true });
    expect(wizardReducer(refused, { type: 'startOver' })).toMatchObject({
      step: 1,
      file: null,
      outcome: null,
    });
  });

  it('sends only a file read without problems that has rows', () => {
    expect(canSend(file)).toBe(true);
    expect(canSend(null)).toBe(false);
    expect(canSend({ ...file, rows: [] })).toBe(false);
    expect(canSend({ ...file, message: 'Dosyada şu sütunlar eksik: Daire No.' })).toBe(false);
    expect(canSend({ ...file, problems: [{ row: 2, column: 'Daire No', reason: 'Boş.' }] })).toBe(false);
  });
});

describe('import outcomes', () => {
  it('is a success with the batch’s link, or refused when the answer lists problems', () => {
    expect(
      importOutcomeOfAnswer({
        description: '3 borç eklendi.',
        data: { problems: [], created: 3, skipped: 0, multi_debt_id: 9 },
      }),
    ).toEqual({ status: 'success', description: '3 borç eklendi.', link: '/multi-debts/9/show' });
    const problems = [{ row: 4, column: 'Tutar', reason: 'Geçerli bir sayı giriniz.' }];
    expect(
      importOutcomeOfAnswer({
        description: 'Hatalı satırlar var.',
        data: { problems, created: 0, skipped: 0 },
      }),
    ).toEqual({ status: 'rejected', description: 'Hatalı satırlar var.', problems });
  });

  it('turns a refusal’s problem rows, or its field errors, into rows of the file', () => {
    const problems = [{ row: 7, column: 'Brüt m²', reason: 'Geçerli bir sayı giriniz.' }];
    const refused = new HttpError('Hiçbir kayıt eklenmedi.', 400, {
      description: 'Hiçbir kayıt eklenmedi.',
      data: { problems },
    });
    expect(importOutcomeOfError(refused, rows, { area: 'Brüt m²' })).toEqual({
      status: 'rejected',
      description: 'Hiçbir kayıt eklenmedi.',
      problems,
    });
    const invalid = new HttpError('Lütfen işaretli alanları düzeltiniz.', 400, {
      description: 'Lütfen işaretli alanları düzeltiniz.',
      errors: { 'rows.1.building': 'En fazla 500 karakter olabilir.', file_key: 'Gerekli.' },
    });
    expect(importOutcomeOfError(invalid, rows, { building: 'Blok' })).toEqual({
      status: 'error',
      description: 'Lütfen işaretli alanları düzeltiniz.',
      problems: [{ row: 3, column: 'Blok', reason: 'En fazla 500 karakter olabilir.' }],
    });
  });
});
