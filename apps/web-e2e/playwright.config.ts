import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@bagel/chromium';
import { productSlot, WORKERS } from './src/support/slots.ts';

// The first port and the data dir are chosen once in the runner; workers inherit them through the environment.
process.env['E2E_PORT'] ??= String(40_000 + 2 * Math.floor(Math.random() * 5_000));
process.env['E2E_DATA_DIR'] ??= mkdtempSync(join(tmpdir(), 'bagel-e2e-'));
process.env['E2E_ADMIN_PASSWORD'] ??= 'e2e-admin-password';

export default defineConfig({
  testDir: './src',
  // Files are shared out between the workers, each driving a product of its own (below); a file's journeys run in order.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // One product per worker, so journeys running side by side never share a balance, the waitlist switch or the
  // referral pool; the runner starts them all at once before any journey and stops them whatever happens. Each worker
  // waits for its own product (src/support/test.ts); this waits for the first.
  webServer: {
    command: 'node --import tsx start-products.mjs',
    url: `${productSlot(0).webUrl}/ready`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
