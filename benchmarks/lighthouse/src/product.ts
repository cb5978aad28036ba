import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// tools/scripts is no Nx project to depend on: `npm start` is what this measures, and its free-port helper comes along.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { freePort } from '../../../tools/scripts/cluster/cluster.mjs';

export interface Product {
  /** Where the browser loads the web app (edge), e.g. http://localhost:41234. */
  origin: string;
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** Building the web app and the servers on two busy cores, then PGlite's first migrations. */
const READY_WITHIN_MS = 15 * 60_000;

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
  // localhost, as a person opens it: the api's public URL handed to the web app says localhost too.
  const origin = `http://localhost:${port}`;
  const ready = () =>
    fetch(`${origin}/ready`).then(
      (reply) => reply.ok,
      () => false,
    );
  const deadline = Date.now() + READY_WITHIN_MS;
  try {
    while (!(await ready())) {
      if (child.exitCode !== null) throw new Error(`the product stopped (exit ${child.exitCode}) before it was ready`);
      if (Date.now() > deadline) throw new Error(`the product was not ready within ${READY_WITHIN_MS / 60_000} minutes`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
