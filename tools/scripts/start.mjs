// `npm start`: builds the web app, then runs api and edge side by side on the embedded defaults.
// Either process exiting stops the other; Ctrl+C (or SIGTERM) shuts both down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

if (process.env.SKIP_WEB_BUILD !== '1') {
  console.log('Building the web app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: `${root}/apps/web`, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = ['api', 'edge'].map((name) => {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/${name}/src/main.ts`], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.on('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
