/**
 * Long pure work written as a generator that yields between pieces, so the import's service can give the event
 * loop a turn between them (docs/bank.md, "Speed") while tests and benches run it straight through.
 */
export type Steps<T> = Generator<void, T, void>;

/**
 * Items (rows, lines, residents) between two yields. Small, because a yield costs next to nothing: the runner gives
 * the event loop a turn only once a few milliseconds of work have run (stepThrough, services/accounting/bankFiles.ts).
 */
export const STEP_ITEMS = 100;

/** Runs the steps to the end at once. */
export function drain<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
