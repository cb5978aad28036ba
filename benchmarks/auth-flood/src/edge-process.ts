import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FakePlatformApi } from '@bagel/platform/testing';

export interface EdgeProcess {
  origin: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

async function waitFor(what: string, ready: () => Promise<boolean>, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (!(await ready())) {
    if (child.exitCode !== null) throw new Error(`edge exited (${child.exitCode}) before ${what}:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`edge did not get to ${what} in time:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * edge as `npm start` runs it (its own process, production password cost, seeding alice and bob), behind a
 * trusted proxy so each request's X-Forwarded-For is its client address; on PGlite in a scratch data dir, or on
 * the PostgreSQL at `databaseUrl`.
 */
export async function startEdge(api: FakePlatformApi, databaseUrl: string | undefined): Promise<EdgeProcess> {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-auth-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: fileURLToPath(new URL('../../../apps/edge', import.meta.url)),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(scratch, 'data'),
      SERVICE_KEY: api.serviceKey,
      // Required on PostgreSQL, where replicas must agree on it; this run has one edge, so any fixed value does.
      COOKIE_SECRET: 'benchmark-cookie-secret',
      API_INTERNAL_URL: api.url,
      WEB_DIST: join(scratch, 'no-web-build'),
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { EDGE_DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await waitFor(
      'listening',
      () =>
        fetch(`${origin}/health`).then(
          (reply) => reply.ok,
          () => false,
        ),
      child,
      () => output,
    );
    // Seeded and granted: the demo users exist on api with their Bagels.
    await waitFor(
      'seeding the demo users',
      async () => api.deposits.length >= 2,
      child,
      () => output,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
