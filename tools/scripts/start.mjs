// `npm start`: builds the web app, then runs api and edge side by side on the embedded defaults.
import { spawnSync } from 'node:child_process';
import { root, supervise } from './supervise.mjs';

if (process.env.SKIP_WEB_BUILD !== '1') {
  console.log('Building the web app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: `${root}/apps/web`, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

supervise(['api', 'edge'].map((name) => ({ name, command: process.execPath, args: ['--import', 'tsx', `apps/${name}/src/main.ts`] })));
