/**
 * Long pure work written as a generator that yields between pieces, so the import's service can give the event
 * loop a turn between them (docs/bank.md, "Speed") while tests and benches run it straight through.
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs the steps to the end at once. */
export function drain<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
