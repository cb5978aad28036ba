import { join } from 'node:path';
import { productPlaywrightConfig, runnerPort, runnerTempDir } from '@bagel/e2e-config';

const port = await runnerPort('CLUSTER_PORT');
// tools/scripts/start-cluster.mjs writes the cluster's state file there once the cluster is ready.
process.env['CLUSTER_STATE_FILE'] = join(runnerTempDir('CLUSTER_STATE_DIR', 'bagel-cluster-e2e-'), 'cluster.json');

/**
 * The product as `npm run start:cluster` runs it (PostgreSQL from with-postgres.sh, which the e2e target wraps this
 * run in, the fake S3, 2 api and 2 edge processes, HAProxy on one port), and the tests that prove it works as one
 * product across processes. In order: the last test kills an api process.
 */
export default productPlaywrightConfig({
  port,
  timeout: 180_000,
  webServer: {
    command: 'node ../../tools/scripts/start-cluster.mjs',
    // The balancer answers ready once both backends are.
    timeout: 180_000,
    // start-cluster.mjs stops every process and drops the cluster's databases on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      CLUSTER_STATE_FILE: process.env['CLUSTER_STATE_FILE'],
      SIMULATED_POD_START_SECONDS: '0',
      // Long enough to kill the process training it midway (the last test).
      SIMULATED_TRAINING_SECONDS: '20',
      // The transfers test sends many requests from one key a minute.
      API_RATE_LIMIT_PER_MINUTE: '0',
    },
  },
});
