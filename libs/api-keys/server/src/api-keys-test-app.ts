import { getApiKey, provisionUser } from '@bagel/api-keys-contract';
import type { RouteResponse } from '@bagel/contract';
import { newUserFields, startTestApp, TEST_SERVICE_KEY, type TestApp, type TestCall, type TestUserSource } from '@bagel/server-kit/testing';
import { apiKeysMigrations } from './api-keys.migrations';
import { apiKeysPlugin } from './api-keys.plugin';

/** The user's current key, read with the service key. */
export async function readKeyOf(call: TestCall, userId: string): Promise<string> {
  const reply = await call({ url: `${getApiKey.path}?user_id=${userId}` }, TEST_SERVICE_KEY);
  if (reply.statusCode !== 200) throw new Error(`Reading the key of ${userId} failed: ${reply.body}`);
  return reply.json<RouteResponse<typeof getApiKey>>().data;
}

/** Users provisioned with the service key, as edge does at sign-up, each calling with the key api issued them. */
export const provisionedUsers: TestUserSource = {
  async createUser(call, role) {
    const fields = newUserFields();
    const reply = await call({ method: 'POST', url: provisionUser.path, payload: { ...fields, role } }, TEST_SERVICE_KEY);
    if (reply.statusCode !== 200) throw new Error(`Provisioning failed: ${reply.body}`);
    return { ...fields, apiKey: await readKeyOf(call, fields.id) };
  },
};

export interface ApiKeysTestApp extends TestApp {
  keyOf(userId: string): Promise<string>;
}

/**
 * The api-keys plugin, with its real key authenticator, on a test app. Its ledger knows no money (whether money keeps
 * a user from being deleted is apps/api's test, with the wallet) and the waitlist is off.
 */
export async function startApiKeysTestApp(): Promise<ApiKeysTestApp> {
  const api = await startTestApp({
    migrations: [apiKeysMigrations],
    users: provisionedUsers,
    register: async (app, { db, driver }) =>
      void (await app.register(apiKeysPlugin, {
        db,
        serviceKey: TEST_SERVICE_KEY,
        apiKeySecret: 'api-keys-test-secret',
        ledger: { hasActivity: async () => false, balancesOf: async () => new Map() },
        waitlist: { isEnabled: async () => false },
        listen: driver.listen,
      })),
  });
  return { ...api, keyOf: (userId) => readKeyOf(api.call, userId) };
}
