import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildPath,
  completeOnboardingStep,
  contactUs,
  creditDeposit,
  getApiKey,
  getDocumentation,
  getHealth,
  getOnboarding,
  getTransactions,
  getUserData,
  getWaitlistSetting,
  deprovisionUser,
  provisionUser,
  rotateApiKey,
  sendBagels,
  transferTokens,
  updateWaitlistSetting,
  WAITLIST_REFUSAL,
  type RouteDescriptor,
  createAsset,
  getAsset,
  listDatasets,
  getAssetInfo,
  uploadAssetFile,
  deleteAssetFile,
  getFilesCopyStatus,
  getFilePreview,
  setAssetListing,
  buyAsset,
  searchHub,
  getHubRepoDetails,
  cloneHubRepo,
  getHubCloneStatus,
  validateFineTune,
  listFineTuneConfigs,
  saveFineTuneConfig,
  getFineTuneJob,
  listRestrictedModels,
} from '@bagel/contract';
import { API_ROUTES } from './app';
import { multipartFile, newUserFields, startTestApi, TEST_SERVICE_KEY, type TestApi, type TestUser } from './testing';

/** A small repository of the offline catalogue, for the hub's cases. */
const HUB_MODEL = 'openai-community/gpt2';

/** Money-moving samples send a fresh key each time, so every call is a new transfer, never a replay. */
const idempotent = () => ({ 'idempotency-key': randomUUID() });

interface Sample {
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

const newDataset = (owner: TestUser, title: string) => ({ dataset_type: 'RAW', title, category: 'Book', user_id: owner.id });

/** An unpublished dataset of `owner`'s per route, so one route's case (publishing, deleting) never changes another's. */
const datasets = new Map<string, Promise<string>>();
function datasetOf(owner: TestUser, route: RouteDescriptor, file?: string): Promise<string> {
  const memo = `${owner.id} ${route.method} ${route.path}`;
  const made =
    datasets.get(memo) ??
    (async () => {
      const key = await api.keyOf(owner.id);
      const created = await api.call({ method: 'POST', url: createAsset.path, payload: newDataset(owner, `For ${route.path}`) }, key);
      const id = created.json<{ id: string }>().id;
      if (file) {
        const url = buildPath(uploadAssetFile.path, { id });
        expect((await api.call({ method: 'POST', url, ...multipartFile(file, 'a,b\n1,2\n') }, key)).statusCode).toBe(200);
      }
      return id;
    })();
  datasets.set(memo, made);
  return made;
}

/** What the fine-tuning cases train: the owner's two-column file, on the platform's smallest Llama. */
const fineTunePayload = async (owner: TestUser, route: RouteDescriptor) => ({
  asset_id: await datasetOf(owner, route, 'rows.csv'),
  model_name: 'Sample model',
  base_model: 'meta-llama/Llama-3.2-1B',
  file_name: 'rows.csv',
  accelerator_type: 'NVIDIA_TESLA_A100',
  user_id: owner.id,
  epochs: 1,
  learning_rate: 0.001,
  input_column: 'a',
  output_column: 'b',
});

/** A model of `owner`'s in training, so its job exists: the owner is funded for its estimate first. */
const fineTunedModels = new Map<string, Promise<string>>();
function fineTunedModelOf(owner: TestUser): Promise<string> {
  const made =
    fineTunedModels.get(owner.id) ??
    (async () => {
      const deposit = { user_id: owner.id, amount: 100, source: 'demo_grant', description: 'For a fine-tune' };
      await api.call({ method: 'POST', url: creditDeposit.path, payload: deposit, headers: idempotent() }, TEST_SERVICE_KEY);
      const fine_tune_payload = await fineTunePayload(owner, getFineTuneJob);
      const model = { dataset_type: 'MODEL', title: 'Sample model', user_id: owner.id, fine_tune_payload };
      const created = await api.call(
        { method: 'POST', url: createAsset.path, payload: model, headers: idempotent() },
        await api.keyOf(owner.id),
      );
      expect(created.statusCode, created.body).toBe(200);
      return created.json<{ id: string }>().id;
    })();
  fineTunedModels.set(owner.id, made);
  return made;
}

/** Asset routes answer another user's key with 404 'Asset not found' for an unpublished asset: its id leaks nothing. */
const assetRoutes = new Set<RouteDescriptor>([
  getAsset,
  getAssetInfo,
  uploadAssetFile,
  deleteAssetFile,
  getFilesCopyStatus,
  getFilePreview,
  setAssetListing,
]);

/** A valid request for each route, acting on `owner`'s data. A route without one here fails the suite. */
const requests = new Map<RouteDescriptor, (owner: TestUser) => Sample | Promise<Sample>>([
  [getHealth, () => ({ url: '/health' })],
  [provisionUser, () => ({ url: '/api/v1/users', payload: newUserFields() })],
  // A user that does not exist: the service-key case must not delete the suite's users.
  [deprovisionUser, () => ({ url: buildPath(deprovisionUser.path, { userId: randomUUID() }) })],
  [getApiKey, (owner) => ({ url: `/api/v1/api_keys?user_id=${owner.id}` })],
  [getWaitlistSetting, () => ({ url: getWaitlistSetting.path })],
  // Off, as it already is: the cases must not restrict anyone.
  [updateWaitlistSetting, () => ({ url: updateWaitlistSetting.path, payload: { enabled: false } })],
  [rotateApiKey, (owner) => ({ url: '/api/v1/api_keys/rotate', payload: { user_id: owner.id } })],
  [contactUs, (owner) => ({ url: '/api/v1/contact-us', payload: { user_id: owner.id, subject: 'Hello', message: 'A question' } })],
  [getDocumentation, () => ({ url: '/api/v1/documentation' })],
  [getOnboarding, (owner) => ({ url: buildPath(getOnboarding.path, { userId: owner.id }) })],
  [completeOnboardingStep, (owner) => ({ url: buildPath(completeOnboardingStep.path, { userId: owner.id, step: 'create_model' }) })],
  [getUserData, (owner) => ({ url: buildPath(getUserData.path, { userId: owner.id }) })],
  [
    transferTokens,
    (owner) => ({
      url: transferTokens.path,
      payload: { user_id: owner.id, recipient_id: bob.username, amount: 0.01 },
      headers: idempotent(),
    }),
  ],
  [
    sendBagels,
    (owner) => ({
      url: sendBagels.path,
      payload: { sender_id: owner.id, recipient_username: bob.username, amount: 0.01 },
      headers: idempotent(),
    }),
  ],
  [getTransactions, (owner) => ({ url: `${buildPath(getTransactions.path, { userId: owner.id })}?limit=5` })],
  [
    creditDeposit,
    (owner) => ({
      url: creditDeposit.path,
      payload: { user_id: owner.id, amount: 1, source: 'demo_grant', description: 'Demo grant' },
      headers: idempotent(),
    }),
  ],
  [createAsset, (owner) => ({ url: createAsset.path, payload: newDataset(owner, 'Sample dataset') })],
  [getAsset, async (owner) => ({ url: buildPath(getAsset.path, { id: await datasetOf(owner, getAsset) }) })],
  [listDatasets, (owner) => ({ url: `${listDatasets.path}?owner=${owner.id}&types=RAW,VECTOR` })],
  [getAssetInfo, async (owner) => ({ url: `${buildPath(getAssetInfo.path, { id: await datasetOf(owner, getAssetInfo) })}?path=` })],
  [
    uploadAssetFile,
    async (owner) => ({
      url: buildPath(uploadAssetFile.path, { id: await datasetOf(owner, uploadAssetFile) }),
      ...multipartFile('a.csv', 'a\n'),
    }),
  ],
  // Each case deletes a file it has just put there.
  [
    deleteAssetFile,
    async (owner) => {
      const id = await datasetOf(owner, deleteAssetFile);
      const file = `${randomUUID()}.csv`;
      const put = multipartFile(file, 'a\n');
      await api.call({ method: 'POST', url: buildPath(uploadAssetFile.path, { id }), ...put }, await api.keyOf(owner.id));
      return { url: buildPath(deleteAssetFile.path, { id }), payload: { file_path: file } };
    },
  ],
  [getFilesCopyStatus, async (owner) => ({ url: buildPath(getFilesCopyStatus.path, { id: await datasetOf(owner, getFilesCopyStatus) }) })],
  [
    getFilePreview,
    async (owner) => ({
      url: `${buildPath(getFilePreview.path, { id: await datasetOf(owner, getFilePreview, 'rows.csv') })}?path=rows.csv`,
    }),
  ],
  [
    setAssetListing,
    async (owner) => ({
      url: buildPath(setAssetListing.path, { id: await datasetOf(owner, setAssetListing) }),
      payload: { is_published: true, price: 1 },
    }),
  ],
  // Bob's published dataset, bought by the owner: a second purchase answers the first.
  [
    buyAsset,
    async (owner) => {
      const id = await datasetOf(bob, buyAsset);
      await api.call(
        { method: 'PUT', url: buildPath(setAssetListing.path, { id }), payload: { is_published: true, price: 0.01 } },
        bob.apiKey,
      );
      return { url: buildPath(buyAsset.path, { id }), payload: { user_id: owner.id }, headers: idempotent() };
    },
  ],
  [searchHub, () => ({ url: `${searchHub.path}?query=llama` })],
  [listRestrictedModels, () => ({ url: listRestrictedModels.path })],
  [getHubRepoDetails, (owner) => ({ url: `${getHubRepoDetails.path}?repo_id=${HUB_MODEL}&user_id=${owner.id}&include_file_info=true` })],
  [cloneHubRepo, (owner) => ({ url: `${cloneHubRepo.path}?repo_id=${HUB_MODEL}&dataset_type=MODEL&user_id=${owner.id}` })],
  [
    validateFineTune,
    async (owner) => {
      const {
        asset_id,
        model_name: _name,
        base_model,
        accelerator_type,
        user_id: _user,
        ...training
      } = await fineTunePayload(owner, validateFineTune);
      return {
        url: validateFineTune.path,
        payload: { ...training, dataset_id: asset_id, model_id: base_model, gpu_type: accelerator_type },
      };
    },
  ],
  [listFineTuneConfigs, (owner) => ({ url: `${listFineTuneConfigs.path}?user_id=${owner.id}` })],
  [
    saveFineTuneConfig,
    async (owner) => ({
      url: saveFineTuneConfig.path,
      payload: { user_id: owner.id, config_name: 'Sample', fine_tune_payload: await fineTunePayload(owner, saveFineTuneConfig) },
    }),
  ],
  [
    getFineTuneJob,
    async (owner) => ({ url: `${buildPath(getFineTuneJob.path, { modelId: await fineTunedModelOf(owner) })}?user_id=${owner.id}` }),
  ],
  // The owner's clone, started with their own key, so its status exists.
  [
    getHubCloneStatus,
    async (owner) => {
      const url = `?repo_id=${HUB_MODEL}&dataset_type=MODEL&user_id=${owner.id}`;
      await api.call({ method: 'POST', url: `${cloneHubRepo.path}${url}` }, await api.keyOf(owner.id));
      return { url: `${getHubCloneStatus.path}${url}` };
    },
  ],
]);

let api: TestApi;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  alice = await api.createUser();
  bob = await api.createUser();
  // Alice's own transfers must succeed, so she has something to send.
  const grant = await api.call(
    {
      method: 'POST',
      url: creditDeposit.path,
      headers: idempotent(),
      payload: { user_id: alice.id, amount: 10, source: 'demo_grant', description: 'Demo grant' },
    },
    TEST_SERVICE_KEY,
  );
  expect(grant.statusCode).toBe(200);
});
afterAll(() => api.close());
// Rotation cases change keys; every case starts from the current ones.
beforeEach(async () => {
  alice.apiKey = await api.keyOf(alice.id);
  bob.apiKey = await api.keyOf(bob.id);
});

const send = async (route: RouteDescriptor, apiKey?: string, owner = alice) => {
  const request = requests.get(route);
  if (!request) throw new Error(`No sample request for ${route.method} ${route.path}`);
  const { url, payload, headers } = await request(owner);
  return api.call({ method: route.method, url, ...(payload ? { payload } : {}), ...(headers ? { headers } : {}) }, apiKey);
};

it('has a sample request for every route the app serves', () => {
  expect(new Set(requests.keys())).toEqual(new Set(API_ROUTES));
});

describe.each(API_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', (_, route) => {
  if (route.access === 'public') {
    it('answers without a key, and ignores a bad one', async () => {
      expect((await send(route)).statusCode).toBe(200);
      expect((await send(route, 'bgl_not-a-real-key')).statusCode).toBe(200);
    });
    return;
  }

  it('answers 401 without a key', async () => {
    const reply = await send(route);
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ error: 'Unauthorized', detail: 'An API key is required (x-api-key header)' });
  });

  it('answers 401 to a key that does not exist', async () => {
    const reply = await send(route, 'bgl_not-a-real-key');
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toEqual({ error: 'Unauthorized', detail: 'Invalid API key' });
  });

  it("answers another user's key as its rule says, never with the owner's data", async () => {
    const reply = await send(route, bob.apiKey);
    if (assetRoutes.has(route)) {
      expect(reply.json()).toEqual({ error: 'Not Found', detail: 'Asset not found' });
    } else if (route.access === 'service' || route.owner) {
      expect(reply.statusCode).toBe(403);
      expect(Object.keys(reply.json()).sort()).toEqual(['detail', 'error']);
      expect(reply.body).not.toContain(alice.apiKey);
    } else {
      expect(reply.statusCode).toBe(200);
    }
  });

  it("answers the owner's own key", async () => {
    expect((await send(route, alice.apiKey)).statusCode).toBe(route.access === 'service' ? 403 : 200);
  });

  it('answers the service key', async () => {
    expect((await send(route, TEST_SERVICE_KEY)).statusCode).toBe(route.access === 'user' ? 403 : 200);
  });
});

describe('a user the waitlist restricts (role waitlist, setting on)', () => {
  let carol: TestUser;
  beforeAll(async () => {
    carol = await api.createUser('waitlist');
    const grant = await api.call(
      {
        method: 'POST',
        url: creditDeposit.path,
        headers: idempotent(),
        payload: { user_id: carol.id, amount: 10, source: 'demo_grant', description: 'Demo grant' },
      },
      TEST_SERVICE_KEY,
    );
    expect(grant.statusCode).toBe(200);
    await api.setWaitlist(true);
  });
  afterAll(() => api.setWaitlist(false));

  const userRoutes = API_ROUTES.filter((route) => route.access === 'user' || route.access === 'user-or-service');
  it.each(userRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "is refused %s exactly when its descriptor says waitlist: 'refused'",
    async (_, route) => {
      const reply = await send(route, await api.keyOf(carol.id), carol);
      if (route.waitlist === 'refused') {
        expect(reply.statusCode).toBe(403);
        expect(reply.json()).toEqual({ error: 'Forbidden', detail: WAITLIST_REFUSAL });
      } else {
        expect(reply.statusCode, reply.body).toBe(200);
      }
    },
  );
});
