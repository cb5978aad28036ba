import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rotateApiKey } from '@bagel/api-keys-contract';
import { createAsset, UPLOAD_FIELD, uploadAssetFile } from '@bagel/assets-contract';
import { buildPath, ONBOARDING_STEPS, type RouteDescriptor } from '@bagel/contract';
import { creditDeposit } from '@bagel/wallet-contract';
import { fuzzPaths, fuzzRoutes, type FuzzContext } from '@bagel/server-kit/testing';
import { startTestApi, TEST_SERVICE_KEY, type TestApi, type TestUser } from './testing';

let api: TestApi;
let alice: TestUser;
let bob: TestUser;
let dataset: string;

beforeAll(async () => {
  api = await startTestApi();
  [alice, bob] = [await api.createUser(), await api.createUser()];
  // Both have ledger history, so a fuzzed deletion is refused rather than taking the suite's users away.
  for (const user of [alice, bob]) {
    const grant = await api.call(
      {
        method: 'POST',
        url: creditDeposit.path,
        headers: { 'idempotency-key': `fuzz-grant-${user.id}` },
        payload: { user_id: user.id, amount: 50, source: 'demo_grant', description: 'Demo grant' },
      },
      TEST_SERVICE_KEY,
    );
    expect(grant.statusCode).toBe(200);
  }
  // A dataset of alice's with a file, so asset routes are fuzzed past their 404 too.
  const created = await api.call(
    {
      method: 'POST',
      url: createAsset.path,
      payload: { dataset_type: 'RAW', title: 'Fuzzed dataset', category: 'Book', user_id: alice.id },
    },
    alice.apiKey,
  );
  dataset = created.json<{ id: string }>().id;
  const boundary = 'fuzz-boundary';
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="${UPLOAD_FIELD}"; filename="rows.csv"\r\n\r\na,b\n1,2\n\r\n--${boundary}--\r\n`;
  const uploaded = await api.call(
    {
      method: 'POST',
      url: buildPath(uploadAssetFile.path, { id: dataset }),
      payload: file,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    },
    alice.apiKey,
  );
  expect(uploaded.statusCode).toBe(200);
});
afterAll(() => api.close());

/** A key that may act for the route: alice's for her own routes, the service key for service routes. */
const credentials = (route: RouteDescriptor): Record<string, string> => {
  if (route.access === 'public') return {};
  if (route.access === 'service') return { 'x-api-key': TEST_SERVICE_KEY };
  return { 'x-api-key': alice.apiKey };
};

/** A fuzzed rotation may have replaced alice's key; the next request is generated with the one she has now. */
async function followKeyRotation(url: string, statusCode: number) {
  if (url.startsWith(rotateApiKey.path) && statusCode === 200) alice.apiKey = await api.keyOf(alice.id);
}

// Thousands of requests, with every domain's jobs running beside them: under a loaded CI machine this took over 180 s.
it('answers every generated request to every route below 500, with the error envelope on a 4xx', { timeout: 600_000 }, async () => {
  const ids = [alice.id, bob.id];
  const context: FuzzContext = {
    credentials,
    samples: {
      userId: ids,
      id: [dataset, randomUUID(), alice.id],
      file_path: ['rows.csv', 'missing.csv'],
      path: ['', 'rows.csv'],
      price: [0.01, 5],
      user_id: ids,
      sender_id: ids,
      recipient_id: [bob.username, bob.id, alice.username],
      recipient_username: [bob.username, bob.username.toUpperCase()],
      username: [alice.username, 'fuzzed_user'],
      email: [alice.email, 'fuzz@example.com'],
      amount: [0.01, 1, 25, 1_000_000],
      step: ONBOARDING_STEPS,
      subject: ['Hello'],
      message: ['A question'],
      enabled: [false],
      source: ['card', 'demo_grant'],
      description: ['Fuzzed deposit'],
      type: ['transfer', 'deposit'],
      from: ['2024-02-29'],
      to: ['2030-01-01'],
      limit: ['1', '100'],
      role: ['user', 'waitlist', 'admin'],
      repo_id: ['openai-community/gpt2', 'source/rajpurkar/squad', 'nobody/nothing'],
      dataset_type: ['MODEL', 'RAW', 'model'],
      search_type: ['model', 'dataset'],
      repo_type: ['model', 'dataset'],
      query: ['llama', ''],
      top_k: ['5', '30'],
      page: ['1', '2'],
      sort: ['downloads', 'likes'],
      include_file_info: ['true', 'false'],
      tag: ['llama'],
      format: ['safetensors'],
    },
  };
  await fuzzRoutes(api.app.contractRoutes, context, async (request) => {
    const reply = await api.app.inject(request);
    await followKeyRotation(request.url, reply.statusCode);
    return { statusCode: reply.statusCode, body: reply.body };
  });
});

it('answers every generated path beside the contract (the API reference, unknown paths) below 500, with the error envelope on a 4xx', async () => {
  await fuzzPaths(['/', '/docs/', '/docs/static/', '/api/v1/', '/api/v1/users/'], async (request) => {
    const reply = await api.app.inject(request);
    return { statusCode: reply.statusCode, body: reply.body };
  });
});
