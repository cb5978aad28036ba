import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@bagel/chromium';

/** A port nothing listens on now, as the system hands them out: runs side by side never meet. */
async function freePort() {
  const server = createServer();
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address();
  await new Promise((closed) => server.close(closed));
  return String(port);
}

// Playwright evaluates the config in its runner and again in every worker. What is chosen here is chosen once, in the
// runner, and kept in the environment, which the workers inherit.

export async function runnerPort(variable) {
  process.env[variable] ??= await freePort();
  return process.env[variable];
}

export function runnerTempDir(variable, prefix) {
  if (!process.env[variable]) {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    process.env[variable] = dir;
    // The runner made it, so the runner removes it: on exit, once Playwright has stopped the product (workers, which
    // inherit the variable, never get here).
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return process.env[variable];
}

export function productPlaywrightConfig({ port, timeout, webServer }) {
  return defineConfig({
    testDir: './src',
    fullyParallel: false,
    workers: 1,
    retries: 0,
    reporter: [['list']],
    timeout,
    expect: { timeout: 15_000 },
    use: {
      baseURL: `http://localhost:${port}`,
      launchOptions: chromiumLaunchOptions,
      trace: 'retain-on-failure',
    },
    projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
    webServer: {
      // Ready once edge has created the first accounts (after it listens), not merely listening.
      url: `http://localhost:${port}/ready`,
      reuseExistingServer: false,
      stdout: 'pipe',
      ...webServer,
      // Nx built the web app and the servers first (each e2e target depends on their builds).
      env: { SKIP_WEB_BUILD: '1', SKIP_SERVER_BUILD: '1', PORT: port, LOG_LEVEL: 'warn', ...webServer.env },
    },
  });
}
