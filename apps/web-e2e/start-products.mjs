// The journeys' products: one per Playwright worker (src/support/slots.ts), started side by side as `npm start` runs
// one (api and edge, the web app already built), each on its slot's ports and data dir. One stopping stops the rest.
// eslint-disable-next-line @nx/enforce-module-boundaries -- the repo's process supervisor is a script `npm start` runs, not a lib
import { root, supervise } from '../../tools/scripts/supervise.mjs';
import { productSlot, WORKERS } from './src/support/slots.ts';

// The knobs that make the journeys' waits short; everything else is the product's default.
const journeySettings = {
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
};

supervise(
  Array.from({ length: WORKERS }, (_, index) => {
    const slot = productSlot(index);
    return {
      name: `product ${index}`,
      command: process.execPath,
      args: [`${root}/tools/scripts/start.mjs`],
      env: {
        ...journeySettings,
        SKIP_WEB_BUILD: '1',
        PORT: String(slot.webPort),
        API_PORT: String(slot.apiPort),
        DATA_DIR: slot.dataDir,
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? '',
        LOG_LEVEL: 'warn',
      },
    };
  }),
);
