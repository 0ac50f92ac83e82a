// `npm test`: every check the project has, with the time each step took printed at the end (CI's budget is
// 25 minutes; docs/benchmarks.md, "CI"). Two lanes run side by side, because neither keeps both cores busy: the
// type check runs on one core, and the API tests wait on PostgreSQL. The multi-instance and browser tests come
// last, one after the other: each fills the machine on its own.
import { spawn } from 'node:child_process';

const lanes = [
  [
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['unit and component tests', 'npm', ['run', '--silent', 'test:unit']],
  ],
  [
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['interface build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
    ['API tests', 'npm', ['run', '--silent', 'test:api']],
  ],
];
const last = [
  // A PostgreSQL primary and standby, three instances and HAProxy (docs/scaling.md, "The cluster test"): alone,
  // because it kills an instance in the middle of a stream and waits for the standby.
  ['multi-instance test', 'npx', ['vitest', 'run', '--project', 'cluster']],
  ['end-to-end tests', 'npx', ['vitest', 'run', '--project', 'e2e']],
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

// Every step runs even after one failed, so one CI run reports every failure; the run fails at the end.
async function inOrder(steps) {
  const codes = [];
  for (const command of steps) codes.push(await step(command));
  return codes;
}

const startedAll = Date.now();
const codes = [...(await Promise.all(lanes.map(inOrder))).flat(), ...(await inOrder(last))];
const failed = codes.some((code) => code !== 0);
console.log('\n== time per step (the two lanes overlap)');
for (const [name, seconds, code] of times)
  console.log(`${name}: ${seconds} s${code === 0 ? '' : ` (exit ${code})`}`);
console.log(`total: ${Math.round((Date.now() - startedAll) / 1000)} s`);
process.exit(failed ? 1 : 0);
