import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@bagel/chromium';

/** A port nothing listens on now, as the system hands them out. */
async function freePort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  await new Promise((closed) => server.close(closed));
  return String(port);
}

// Chosen once in the runner; the worker inherits them through the environment. The runner made the folder of the
// cluster's state file (tools/scripts/start-cluster.mjs writes it once the cluster is ready), so the runner removes it.
process.env['CLUSTER_PORT'] ??= await freePort();
if (!process.env['CLUSTER_STATE_FILE']) {
  const dir = mkdtempSync(join(tmpdir(), 'bagel-cluster-e2e-'));
  process.env['CLUSTER_STATE_FILE'] = join(dir, 'cluster.json');
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}
const port = process.env['CLUSTER_PORT'];

/**
 * The product as `npm run start:cluster` runs it (PostgreSQL from with-postgres.sh, which the e2e target wraps this
 * run in, the fake S3, 2 api and 2 edge processes, HAProxy on one port), and the tests that prove it works as one
 * product across processes. One worker, in order: the last test kills an api process.
 */
export default defineConfig({
  testDir: './src',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Limits catch a hang, not slowness: `npm test` may run this beside other targets on two cores.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node ../../tools/scripts/start-cluster.mjs',
    // Edge answers ready once the demo accounts exist; the balancer answers it once both backends are up.
    url: `http://localhost:${port}/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // start-cluster.mjs stops every process and drops the cluster's databases on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      // Nx built the web app and the servers first (the target depends on their builds).
      SKIP_WEB_BUILD: '1',
      SKIP_SERVER_BUILD: '1',
      PORT: port,
      CLUSTER_STATE_FILE: process.env['CLUSTER_STATE_FILE'],
      LOG_LEVEL: 'warn',
      SIMULATED_POD_START_SECONDS: '0',
      // Long enough to kill the process training it midway (the last test).
      SIMULATED_TRAINING_SECONDS: '20',
      // The transfers test sends many requests from one key a minute.
      API_RATE_LIMIT_PER_MINUTE: '0',
    },
  },
});
