// `npm run dev`: api and edge restart when their code (or a lib they import) changes, and Vite serves the web
// app with hot reload on WEB_DEV_PORT (4200), proxying same-origin calls to edge. Data is the same DATA_DIR
// as `npm start`, so the demo accounts are there.
import { API_NODE_FLAGS } from './api-node-flags.mjs';
import { root, supervise } from './supervise.mjs';

const webPort = process.env.WEB_DEV_PORT ?? '4200';
const webOrigin = `http://localhost:${webPort}`;
const tsx = `${root}/node_modules/.bin/tsx`;

supervise([
  // The browser calls api directly from the Vite origin, so api must allow it.
  {
    name: 'api',
    command: tsx,
    args: ['watch', '--clear-screen=false', ...API_NODE_FLAGS, 'apps/api/src/main.ts'],
    env: { CORS_ORIGINS: webOrigin },
  },
  // edge checks the Origin of every write (CSRF): the pages now come from Vite's origin.
  { name: 'edge', command: tsx, args: ['watch', '--clear-screen=false', 'apps/edge/src/main.ts'], env: { PUBLIC_ORIGIN: webOrigin } },
  { name: 'web', command: `${root}/node_modules/.bin/vite`, args: ['--port', webPort, '--strictPort'], cwd: `${root}/apps/web` },
]);
