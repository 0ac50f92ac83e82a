import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run dev`: the API (restarted on change, without serving dist/) and Vite's dev server with hot reload,
 * which proxies /api to the API. Ctrl+C stops both.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const apiPort = process.env.PORT ?? '8080';

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/start.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The links the API makes open the page Vite serves.
    env: { PUBLIC_URL: 'http://localhost:5173', ...process.env, PORT: apiPort, SERVE_SPA: 'false' },
  }),
  spawn(bin('vite'), ['--port', '5173'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
