import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// tools/scripts is no Nx project to depend on: `npm start` is what this measures, and its process helpers come along.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { freePort, waitFor } from '../../../tools/scripts/cluster/cluster.mjs';

export interface Product {
  /** Where the browser loads the web app (edge), e.g. http://localhost:41234. */
  origin: string;
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** Building the web app and the servers on two busy cores, then PGlite's first migrations. */
const READY_WITHIN_S = 15 * 60;

/**
 * The product as `npm start` runs it (tools/scripts/start.mjs: builds the web app and the servers unless
 * SKIP_WEB_BUILD/SKIP_SERVER_BUILD say otherwise, then api and edge), on free ports and a temporary data dir,
 * answered once edge's `/ready` says the first accounts hold their demo Bagels. `stop` ends it with SIGTERM and
 * removes the data dir; so does a start that fails.
 */
export async function startProduct(): Promise<Product> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['tools/scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), API_PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Listened for from the start, so stopping a product that has already exited does not wait for an exit that came.
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Interrupted (Ctrl+C): the product stops and its data dir goes all the same.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop().then(() => process.exit(130)));
  // localhost, as a person opens it: the api's public URL handed to the web app says localhost too.
  const origin = `http://localhost:${port}`;
  try {
    await waitFor(`${origin}/ready`, child, READY_WITHIN_S);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
