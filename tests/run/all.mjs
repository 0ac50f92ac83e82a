// `npm test`: every check the project has, with the time each phase took printed at the end (CI's budget is
// 25 minutes; docs/benchmarks.md, "CI"). The type check, lint and the interface build share the first phase:
// the type check keeps one core busy, and the others use what it leaves.
import { spawn } from 'node:child_process';

const phases = [
  [
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['interface build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ],
  [['unit and component tests', 'npm', ['run', '--silent', 'test:unit']]],
  [['API tests', 'npm', ['run', '--silent', 'test:api']]],
  // A PostgreSQL primary and standby, three instances and HAProxy (docs/scaling.md, "The cluster test").
  [['multi-instance test', 'npx', ['vitest', 'run', '--project', 'cluster']]],
  [['end-to-end tests', 'npx', ['vitest', 'run', '--project', 'e2e']]],
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

// Every phase runs even after one failed, so one CI run reports every failure; the run fails at the end.
const startedAll = Date.now();
let failed = false;
for (const phase of phases) {
  const codes = await Promise.all(phase.map(step));
  if (codes.some((code) => code !== 0)) failed = true;
}
console.log('\n== time per phase');
for (const [name, seconds, code] of times)
  console.log(`${name}: ${seconds} s${code === 0 ? '' : ` (exit ${code})`}`);
console.log(`total: ${Math.round((Date.now() - startedAll) / 1000)} s`);
process.exit(failed ? 1 : 0);
