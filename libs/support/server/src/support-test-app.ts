import { startTestApp, type TestApp } from '@bagel/server-kit/testing';
import { supportMigrations } from './support.migrations';
import { supportPlugin } from './support.plugin';

/** Where the test app's documentation call points. */
const TEST_DOCUMENTATION_URL = 'https://api.bagel.test/docs';

/** The support domain's plugin on a test app. */
export function startSupportTestApp(): Promise<TestApp> {
  return startTestApp({
    migrations: [supportMigrations],
    register: async (app, { db }) => void (await app.register(supportPlugin, { db, documentationUrl: TEST_DOCUMENTATION_URL })),
  });
}
