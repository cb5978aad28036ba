// `npm start`: builds the web app and the servers (one build step), then runs api and edge side by side as plain
// JavaScript on the embedded defaults. SKIP_WEB_BUILD=1 and SKIP_SERVER_BUILD=1 reuse what an earlier build wrote (the
// journeys start from the builds Nx made and cached).
import { spawnSync } from 'node:child_process';
import { buildServers } from './build-servers.mjs';
import { root, supervise } from './supervise.mjs';

if (process.env.SKIP_WEB_BUILD !== '1') {
  console.log('Building the web app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: `${root}/apps/web`, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (process.env.SKIP_SERVER_BUILD !== '1') await buildServers();

supervise(
  ['api', 'edge'].map((name) => ({ name, command: process.execPath, args: ['--enable-source-maps', `apps/${name}/dist/main.js`] })),
);
