import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePlatformApi, type FakePlatformApi } from '@bagel/platform/testing';

let api: FakePlatformApi;
let scratch: string;
let port: number;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port: free } = server.address() as { port: number };
  server.close();
  return free;
}

const STARTED = /"msg":"(Granted the demo Bagels|No demo Bagels to grant)"/;

/** Starts `npm start`'s command and resolves once its output says `until` (by default: it has seeded and granted the demo Bagels). */
async function startEdge(until = STARTED, dataDir = join(scratch, 'data')): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVICE_KEY: api.serviceKey,
      API_INTERNAL_URL: api.url,
      WEB_DIST: join(scratch, 'no-dist'),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!until.test(output)) {
    if (child.exitCode !== null) throw new Error(`edge exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`edge did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output };
}

async function stop(child: ChildProcess): Promise<number | null> {
  child.kill('SIGTERM');
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

beforeAll(async () => {
  api = await startFakePlatformApi();
  scratch = mkdtempSync(join(tmpdir(), 'edge-main-'));
  port = await freePort();
});
afterAll(async () => {
  await api.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('main', () => {
  it('migrates, listens, seeds the first accounts and prints the admin password once', async () => {
    const first = await startEdge();
    const origin = `http://localhost:${port}`;
    expect(first.output()).toContain(`\nBagel is running at ${origin}\n`);
    expect(first.output()).toContain('First start: these accounts were created.');
    expect(first.output()).toContain('Demo:   alice, bob / bagels-demo');
    const password = /Admin: {2}admin \/ (\S+) /.exec(first.output())?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(first.output()).toContain('The web app is not built');
    expect([...api.users.values()].map((user) => user.username)).toEqual(['admin', 'alice', 'bob']);
    const demoUsers = [...api.users.values()].filter((user) => user.username !== 'admin');
    expect(api.deposits.map(({ idempotencyKey, body }) => ({ idempotencyKey, source: body.source, amount: body.amount }))).toEqual(
      demoUsers
        .map((user) => ({ idempotencyKey: `demo-grant:${user.id}`, source: 'demo_grant', amount: 1000 }))
        .sort((a, b) => a.idempotencyKey.localeCompare(b.idempotencyKey)),
    );

    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/health`)).status).toBe(200);
    const signIn = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ login: 'admin', password }),
    });
    expect(signIn.status).toBe(200);
    expect((await signIn.json()).user.role).toBe('admin');
    expect(await stop(first.child)).toBe(0);

    const second = await startEdge();
    expect(second.output()).toContain(`\nBagel is running at ${origin}\n`);
    expect(second.output()).not.toContain('First start');
    expect(second.output()).not.toContain(password);
    expect(api.users.size).toBe(3);
    expect(api.deposits).toHaveLength(2);
    expect(api.requests.filter((request) => request.url === '/api/v1/deposits')).toHaveLength(2);
    for (const user of demoUsers) expect(api.balanceOf(user.id)).toBe(100_000);
    expect(await stop(second.child)).toBe(0);
  }, 180_000);

  it('is ready only once the first accounts exist: a sign-in right after /ready succeeds', async () => {
    // A new api, not up yet on this first start: edge listens long before it can create the accounts.
    await api.close();
    api = await startFakePlatformApi();
    api.setAvailable(false);
    const edge = await startEdge(/"msg":"edge listening at /, join(scratch, 'fresh'));
    try {
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/health`)).status).toBe(200);
      const starting = await fetch(`${base}/ready`);
      expect(starting.status).toBe(503);
      expect(await starting.json()).toEqual({
        error: 'Service Unavailable',
        detail: 'Starting up: creating the first accounts. Please try again in a moment.',
      });

      api.setAvailable(true);
      await expect.poll(async () => (await fetch(`${base}/ready`)).status, { timeout: 30_000, interval: 50 }).toBe(200);
      const signIn = await fetch(`${base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
        body: JSON.stringify({ login: 'alice', password: 'bagels-demo' }),
      });
      expect(signIn.status).toBe(200);
      expect(edge.output()).toContain(`\nBagel is running at http://localhost:${port}\n`);
    } finally {
      expect(await stop(edge.child)).toBe(0);
    }
  }, 180_000);
});
