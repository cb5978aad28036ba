import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// tools/scripts is no Nx project to depend on: api's flags are `npm start`'s, and this starts api as it does.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { API_NODE_FLAGS } from '../../../tools/scripts/api-node-flags.mjs';

export interface ApiProcess {
  origin: string;
  /** For reading its CPU time from /proc. */
  pid: number;
  stop(): Promise<void>;
}

export interface ApiProcessOptions {
  serviceKey: string;
  /** API_RATE_LIMIT_PER_MINUTE; undefined leaves it unset, so api applies its default. */
  rateLimitPerMinute: number | undefined;
  /** The PostgreSQL to use; without it, PGlite in DATA_DIR. */
  databaseUrl?: string | undefined;
  /** DATA_DIR, for a database prepared before api starts (its PGlite is `<dataDir>/api`); a scratch folder unless given. */
  dataDir?: string;
  /** LOG_LEVEL; warn unless given. */
  logLevel?: string;
  /** When given, api runs under `node --cpu-prof` and writes its profile here as it exits. */
  cpuProfileDir?: string;
}

/** PGlite's first start migrates a new database, which takes a while on two busy cores. */
const READY_WITHIN_MS = 120_000;

async function unusedPort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

/** api as `npm start` runs it, with its node flags: its own process (so its event loop is not the benchmark's), answering once `/ready` says so. */
export async function startApi({
  serviceKey,
  rateLimitPerMinute,
  databaseUrl,
  dataDir,
  logLevel = 'warn',
  cpuProfileDir,
}: ApiProcessOptions): Promise<ApiProcess> {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const port = await unusedPort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir ?? join(scratch, 'data'),
    SERVICE_KEY: serviceKey,
    // Required on PostgreSQL, where replicas must agree on it; this run has one api, so any fixed value does.
    API_KEY_SECRET: 'benchmark-api-key-secret',
    LOG_LEVEL: logLevel,
    // Whatever the shell says: PGlite unless this run is on PostgreSQL.
    DATABASE_URL: databaseUrl ?? '',
  };
  delete env['API_RATE_LIMIT_PER_MINUTE'];
  if (rateLimitPerMinute !== undefined) env['API_RATE_LIMIT_PER_MINUTE'] = String(rateLimitPerMinute);
  const profiling = cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfileDir] : [];
  const child = spawn(process.execPath, [...API_NODE_FLAGS, ...profiling, '--import', 'tsx', 'src/main.ts'], {
    cwd: fileURLToPath(new URL('../../../apps/api', import.meta.url)),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Listened for from the start, so stopping a child that has already exited does not wait for an exit that came.
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(scratch, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;

  const ready = () =>
    fetch(`${origin}/ready`).then(
      (reply) => reply.ok,
      () => false,
    );
  const deadline = Date.now() + READY_WITHIN_MS;
  try {
    while (!(await ready())) {
      if (child.exitCode !== null) throw new Error(`api exited (${child.exitCode}) before it was ready:\n${output}`);
      if (Date.now() > deadline) throw new Error(`api was not ready in time:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid as number, stop };
}
