// `npm test`: every check the project has, with the time each phase took printed at the end (CI's budget is
// 25 minutes; docs/benchmarks.md, "CI"). The type check, lint and the interface build share the first phase:
// the type check keeps one core busy, and the others use what it leaves.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Each test phase also writes Vitest's JSON report, so the failed tests are named again after the time table:
// CI keeps only the end of a long output, and a failure printed minutes earlier would be out of it.
const reports = mkdtempSync(join(tmpdir(), 'npm-test-'));
const reportFiles = [];
const vitestReport = (file) => {
  reportFiles.push(file);
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, file)}`];
};

const phases = [
  [
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['interface build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ],
  [['unit and component tests', 'npm', ['run', '--silent', 'test:unit', '--', ...vitestReport('unit.json')]]],
  [['API tests', 'npm', ['run', '--silent', 'test:api', '--', ...vitestReport('api.json')]]],
  // A PostgreSQL primary and standby, three instances and HAProxy (docs/scaling.md, "The cluster test").
  [
    [
      'multi-instance test',
      'npx',
      ['vitest', 'run', '--project', 'cluster', ...vitestReport('cluster.json')],
    ],
  ],
  [['end-to-end tests', 'npx', ['vitest', 'run', '--project', 'e2e', ...vitestReport('e2e.json')]]],
];

const times = [];

function step([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('close', (code) => {
      times.push([name, Math.round((Date.now() - started) / 1000), code]);
      resolve(code ?? 1);
    });
  });
}

/** The failed tests and failed files of one phase's JSON report, each with the start of its message. */
function failuresIn(file) {
  let report;
  try {
    report = JSON.parse(readFileSync(join(reports, file), 'utf8'));
  } catch {
    return [];
  }
  const firstLines = (text) => text.split('\n').slice(0, 6).join('\n    ');
  const failures = [];
  for (const result of report.testResults ?? []) {
    const where = result.name.replace(`${process.cwd()}/`, '');
    for (const test of result.assertionResults ?? [])
      if (test.status === 'failed')
        failures.push(
          `${where} > ${test.fullName}\n    ${firstLines(test.failureMessages?.join('\n') ?? '')}`,
        );
    if (
      result.status === 'failed' &&
      !(result.assertionResults ?? []).some((test) => test.status === 'failed')
    )
      failures.push(`${where}\n    ${firstLines(result.message ?? '')}`);
  }
  return failures;
}

// Every phase runs even after one failed, so one CI run reports every failure; the run fails at the end.
const startedAll = Date.now();
let failed = false;
for (const phase of phases) {
  const codes = await Promise.all(phase.map(step));
  if (codes.some((code) => code !== 0)) failed = true;
}
const failures = reportFiles.flatMap(failuresIn);
if (failures.length > 0) {
  console.log('\n== failed tests');
  for (const failure of failures) console.log(failure);
}
rmSync(reports, { recursive: true, force: true });
console.log('\n== time per phase');
for (const [name, seconds, code] of times)
  console.log(`${name}: ${seconds} s${code === 0 ? '' : ` (exit ${code})`}`);
console.log(`total: ${Math.round((Date.now() - startedAll) / 1000)} s`);
process.exit(failed ? 1 : 0);
