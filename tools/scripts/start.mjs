// `npm start`: builds the web app and the servers (one build step), then runs api and edge side by side as plain
// JavaScript on the embedded defaults.
import { API_NODE_FLAGS } from './api-node-flags.mjs';
import { buildProduct } from './build-product.mjs';
import { supervise } from './supervise.mjs';

await buildProduct();
const flags = { api: API_NODE_FLAGS, edge: [] };
supervise(
  ['api', 'edge'].map((name) => ({
    name,
    command: process.execPath,
    args: ['--enable-source-maps', ...flags[name], `apps/${name}/dist/main.js`],
  })),
);
