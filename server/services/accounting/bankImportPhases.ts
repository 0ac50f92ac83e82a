/**
 * The import's phases as a diagnostics channel, so a bench can say in which phase the event loop was held up
 * (bench/bankStatements.ts, docs/benchmarks.md). Publishing costs nothing while nobody listens.
 */
import { channel } from 'node:diagnostics_channel';

export const BANK_IMPORT_PHASES = 'site:bank-import-phase';

const phases = channel(BANK_IMPORT_PHASES);

/** Marks the start of a phase of the statement's import (reading the file, matching, storing …). */
export function importPhase(phase: string): void {
  if (phases.hasSubscribers) phases.publish(phase);
}
