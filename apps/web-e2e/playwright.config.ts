import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@bagel/chromium';

/** A port nothing listens on now, as the system hands them out: journeys running side by side never meet. */
async function freePort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  await new Promise((closed) => server.close(closed));
  return String(port);
}

// Ports and the data dir are chosen once in the runner; workers inherit them through the environment.
process.env['E2E_PORT'] ??= await freePort();
process.env['E2E_API_PORT'] ??= await freePort();
if (!process.env['E2E_DATA_DIR']) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bagel-e2e-'));
  process.env['E2E_DATA_DIR'] = dataDir;
  // The runner made it, so the runner removes it: on exit, once Playwright has stopped the product (workers, which
  // inherit the variable, never get here).
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
process.env['E2E_ADMIN_PASSWORD'] ??= 'e2e-admin-password';
const port = process.env['E2E_PORT'];
const apiPort = process.env['E2E_API_PORT'];

export default defineConfig({
  testDir: './src',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Limits catch a hang, not slowness: in `npm test` a journey shares the two cores with another target, and runs up
  // to twice as slow as alone.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node ../../tools/scripts/start.mjs',
    // Ready once the first accounts exist (edge creates them after it listens), not merely listening.
    url: `http://localhost:${port}/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      // Nx built the web app and the servers before the journey (its target depends on their builds).
      SKIP_WEB_BUILD: '1',
      SKIP_SERVER_BUILD: '1',
      PORT: port,
      API_PORT: apiPort,
      DATA_DIR: process.env['E2E_DATA_DIR'],
      ADMIN_PASSWORD: process.env['E2E_ADMIN_PASSWORD'],
      LOG_LEVEL: 'warn',
      // A fine-tune's journey watches its job finish: the simulator takes 4 s instead of 20.
      SIMULATED_TRAINING_SECONDS: '4',
      // A deployment's journey watches its pod start: 6 s instead of 20.
      SIMULATED_POD_START_SECONDS: '6',
      // The upload cleanup journey watches an interrupted upload expire: after 15 s without progress instead of 24 h,
      // swept every second instead of every 5 minutes.
      UPLOAD_EXPIRY_SECONDS: '15',
      UPLOAD_SWEEP_SECONDS: '1',
      // Every journey signs up from the same address, more than a household's 10 an hour.
      SIGN_UP_LIMIT_PER_HOUR: '200',
    },
  },
});
