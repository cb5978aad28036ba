import { productPlaywrightConfig, runnerPort, runnerTempDir } from '@bagel/e2e-config';

// Each journey's runner starts a product of its own: free ports and a data dir of its own.
const port = await runnerPort('E2E_PORT');
const apiPort = await runnerPort('E2E_API_PORT');
const dataDir = runnerTempDir('E2E_DATA_DIR', 'bagel-e2e-');
process.env['E2E_ADMIN_PASSWORD'] ??= 'e2e-admin-password';

export default productPlaywrightConfig({
  port,
  // A journey shares the two cores with another target in `npm test`, and runs up to twice as slow as alone.
  timeout: 90_000,
  webServer: {
    command: 'node ../../tools/scripts/start.mjs',
    timeout: 120_000,
    env: {
      API_PORT: apiPort,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: process.env['E2E_ADMIN_PASSWORD'],
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
