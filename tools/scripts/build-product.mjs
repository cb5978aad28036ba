// The one build step of `npm start` and `npm run start:cluster`: the web app (vite) and the servers (esbuild).
// SKIP_WEB_BUILD=1 and SKIP_SERVER_BUILD=1 reuse what an earlier build wrote (the journeys start from the builds Nx
// made and cached).
import { spawnSync } from 'node:child_process';
import { buildServers } from './build-servers.mjs';
import { root } from './supervise.mjs';

export async function buildProduct() {
  if (process.env.SKIP_WEB_BUILD !== '1') {
    console.log('Building the web app…');
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: `${root}/apps/web`, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (process.env.SKIP_SERVER_BUILD !== '1') await buildServers();
}
