import { defineConfig } from 'vitest/config';

const component = {
  include: ['tests/component/**/*.test.tsx'],
  environment: 'jsdom',
  setupFiles: ['tests/component/setup.ts'],
  // A typing-heavy form takes 6 s on a quiet machine and over 20 s on a busy one.
  testTimeout: 60_000,
};
// A file that replaces a module with vi.mock needs it loaded afresh, which a shared module graph does not do:
// such files are named *.mocked.test.tsx and run isolated.
const componentMocks = ['tests/component/**/*.mocked.test.tsx'];

export default defineConfig({
  test: {
    // Vitest's default leaves one of the machine's two cores idle; the API files mostly wait on PostgreSQL.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Pure functions: nothing a file leaves behind reaches the next one.
          isolate: false,
        },
      },
      {
        test: {
          ...component,
          name: 'component',
          exclude: componentMocks,
          setupFiles: [...component.setupFiles, 'tests/component/sharedLanguage.ts'],
          // One module graph per worker instead of one per file halves the phase (docs/benchmarks.md, "CI"):
          // each test renders its own tree with its own query client and restores the adapter it replaced.
          isolate: false,
        },
      },
      {
        test: { ...component, name: 'component-mocks', include: componentMocks },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app on its own database, so files share nothing but the loaded modules:
          // one module graph per worker instead of one per file.
          isolate: false,
          globalSetup: ['tests/api/helpers/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The calls of the specification's section 7 as a client written from it sends them: one app, one
          // database, rows in order (tests/contract/calls.ts).
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/helpers/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // Debian's PostgreSQL primary and standby, three `npm start` instances and HAProxy (docs/scaling.md).
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll waits as long as a locator does, not its 1 s default: on a busy CI machine a list refetched
          // after a change can take longer than that to draw (a stop's CI failed on exactly that).
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
