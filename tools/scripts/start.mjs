// `npm start`: builds the web app and the servers (one build step), then runs api and edge side by side as plain
// JavaScript on the embedded defaults.
import { buildProduct } from './build-product.mjs';
import { supervise } from './supervise.mjs';

await buildProduct();
supervise(
  ['api', 'edge'].map((name) => ({ name, command: process.execPath, args: ['--enable-source-maps', `apps/${name}/dist/main.js`] })),
);
