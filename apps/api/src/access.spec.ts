import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deprovisionUser, provisionUser, getApiKey, listUsers, rotateApiKey } from '@bagel/api-keys-contract';
import {
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
  browseMarket,
  createDownloadLink,
  downloadAssetFile,
  getAssetReadme,
  setAssetReadme,
} from '@bagel/assets-contract';
import {
  buildPath,
  getHealth,
  getReady,
  getWaitlistSetting,
  updateWaitlistSetting,
  WAITLIST_REFUSAL,
  type RouteDescriptor,
} from '@bagel/contract';
import {
  deployModel,
  deployOnPodProvider,
  getPodProviderDeployStatus,
  getDeploymentCost,
  listUserPods,
  getDeploymentsKey,
  listUserDeployments,
  getDeploymentStats,
  getDeploymentStatus,
  getDeploymentProgress,
  terminateDeployment,
  setDeploymentSpendCap,
  createChatCompletion,
  getPodWeightsManifest,
  getPodWeightsFile,
} from '@bagel/deployments-contract';
import { validateFineTune, listFineTuneConfigs, saveFineTuneConfig, getFineTuneJob } from '@bagel/fine-tuning-contract';
import {
  createGeneration,
  listGenerations,
  getGeneration,
  getGenerationFile,
  deleteGeneration,
  type Generation,
} from '@bagel/generation-contract';
import { searchHub, getHubRepoDetails, cloneHubRepo, getHubCloneStatus, listRestrictedModels } from '@bagel/hub-contract';
import { listNotifications, markNotificationsRead, streamNotifications } from '@bagel/notifications-contract';
import { completeOnboardingStep, getOnboarding } from '@bagel/onboarding-contract';
import {
  generateReferralCode,
  validateReferralCode,
  postReferralToSocial,
  getSocialAuthStatus,
  completeSocialAuth,
  getSocialPostStatus,
  getReferralPool,
  fundReferralPool,
} from '@bagel/referrals-contract';
import { contactUs, getDocumentation } from '@bagel/support-contract';
import { getTransactions } from '@bagel/transactions-contract';
import { creditDeposit, getUserData, sendBagels, transferTokens } from '@bagel/wallet-contract';
import { createDeploymentKeys } from '@bagel/deployments-server';
import {
  multipartFile,
  newUserFields,
  startTestApi,
  TEST_API_KEY_SECRET,
  TEST_PUBLIC_API_URL,
  TEST_SERVICE_KEY,
  type TestApi,
  type TestUser,
} from './testing';

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

const grant = (owner: TestUser, amount: number) =>
  api.call(
    {
      method: 'POST',
      url: creditDeposit.path,
      headers: idempotent(),
      payload: { user_id: owner.id, amount, source: 'demo_grant', description: 'Demo grant' },
    },
    TEST_SERVICE_KEY,
  );

/** A model of `owner`'s to deploy, funded for many deployments' first minutes. */
const deployableModels = new Map<string, Promise<string>>();
function deployableModelOf(owner: TestUser): Promise<string> {
  const made =
    deployableModels.get(owner.id) ??
    (async () => {
      expect((await grant(owner, 1000)).statusCode).toBe(200);
      const model = { dataset_type: 'MODEL', title: 'Deployable model', user_id: owner.id, base_model_type: 'llama3' };
      const created = await api.call({ method: 'POST', url: createAsset.path, payload: model }, await api.keyOf(owner.id));
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json<{ id: string }>().id;
      // What its pod fetches (getPodWeightsFile's case reads it).
      const upload = { method: 'POST' as const, url: buildPath(uploadAssetFile.path, { id }), ...multipartFile('config.json', '{}') };
      expect((await api.call(upload, await api.keyOf(owner.id))).statusCode).toBe(200);
      return id;
    })();
  deployableModels.set(owner.id, made);
  return made;
}

/** The tokens the test app gives its pods. */
const podTokens = createDeploymentKeys(TEST_API_KEY_SECRET);

const deployBody = async (owner: TestUser) => ({ model_id: await deployableModelOf(owner), user_id: owner.id });

/** A deployment of `owner`'s per route (terminating one must not end another route's); pods start at once here. */
const deployments = new Map<string, Promise<string>>();
function deploymentOf(owner: TestUser, route: RouteDescriptor): Promise<string> {
  const memo = `${owner.id} ${route.method} ${route.path}`;
  const made =
    deployments.get(memo) ??
    (async () => {
      const payload = await deployBody(owner);
      const reply = await api.call({ method: 'POST', url: deployModel.path, payload, headers: idempotent() }, await api.keyOf(owner.id));
      expect(reply.statusCode, reply.body).toBe(200);
      const podId = reply.json<{ pod_id: string }>().pod_id;
      await until(async () => {
        const seen = await api.call({ url: buildPath(getDeploymentStatus.path, { podId }) }, await api.keyOf(owner.id));
        return seen.json<{ status: string }>().status === 'running';
      }, `deployment ${podId} to run`);
      return podId;
    })();
  deployments.set(memo, made);
  return made;
}

/** Asks every 100 ms until `done`; jobs run in the background. */
async function until(done: () => Promise<boolean>, what: string) {
  for (let tries = 0; tries < 300; tries++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** A generation of `owner`'s per route, finished (the local generator takes a moment), so its file exists. */
const generations = new Map<string, Promise<string>>();
function generationOf(owner: TestUser, route: RouteDescriptor): Promise<string> {
  const memo = `${owner.id} ${route.method} ${route.path}`;
  const made =
    generations.get(memo) ??
    (async () => {
      const key = await api.keyOf(owner.id);
      const payload = { kind: 'image', user_id: owner.id, prompt: 'A bagel on a plate', size: '512x512' };
      const created = await api.call({ method: 'POST', url: createGeneration.path, payload, headers: idempotent() }, key);
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json<Generation>().generation_id;
      await until(async () => {
        const seen = await api.call({ url: buildPath(getGeneration.path, { generationId: id }) }, key);
        return seen.json<Generation>().status === 'succeeded';
      }, `generation ${id} to finish`);
      return id;
    })();
  generations.set(memo, made);
  return made;
}

/** The owner's referral code, made by their first ask. */
const referralCodes = new Map<string, Promise<string>>();
function referralCodeOf(owner: TestUser): Promise<string> {
  const made =
    referralCodes.get(owner.id) ??
    (async () => {
      const reply = await api.call({ url: generateReferralCode.path }, await api.keyOf(owner.id));
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<{ referral_code: string }>().referral_code;
    })();
  referralCodes.set(owner.id, made);
  return made;
}

/** One new user's code that every case redeems (a redemption replays after the first); the suite's users are new. */
let sharedInviter: Promise<TestUser> | undefined;
const redeemableCode = async () => referralCodeOf(await (sharedInviter ??= api.createUser()));

/**
 * Routes that answer another user's key with 404 for the owner's id, as one that does not exist, so ids of others'
 * work leak nothing: unpublished assets, deployments, generations.
 */
const notFoundForOthers = new Map<RouteDescriptor, string>([
  ...[
    getAsset,
    getAssetInfo,
    uploadAssetFile,
    deleteAssetFile,
    getFilesCopyStatus,
    getFilePreview,
    setAssetListing,
    createDownloadLink,
    getAssetReadme,
    setAssetReadme,
  ].map((route) => [route, 'Asset not found'] as const),
  ...[getPodProviderDeployStatus, getDeploymentStatus, getDeploymentProgress, setDeploymentSpendCap].map(
    (route) => [route, 'Deployment not found'] as const,
  ),
  ...[getGeneration, getGenerationFile, deleteGeneration].map((route) => [route, 'Generation not found'] as const),
]);

/** A valid request for each route, acting on `owner`'s data. A route without one here fails the suite. */
const requests = new Map<RouteDescriptor, (owner: TestUser) => Sample | Promise<Sample>>([
  [getHealth, () => ({ url: '/health' })],
  [getReady, () => ({ url: '/ready' })],
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
  [getAssetReadme, async (owner) => ({ url: buildPath(getAssetReadme.path, { id: await datasetOf(owner, getAssetReadme) }) })],
  [
    setAssetReadme,
    async (owner) => ({
      url: buildPath(setAssetReadme.path, { id: await datasetOf(owner, setAssetReadme) }),
      payload: { content: '# Card' },
    }),
  ],
  [
    createDownloadLink,
    async (owner) => ({
      url: buildPath(createDownloadLink.path, { id: await datasetOf(owner, createDownloadLink, 'rows.csv') }),
      payload: { path: 'rows.csv' },
    }),
  ],
  // The link the owner was given: it opens without a key.
  [
    downloadAssetFile,
    async (owner) => {
      const id = await datasetOf(owner, downloadAssetFile, 'rows.csv');
      const link = await api.call(
        { method: 'POST', url: buildPath(createDownloadLink.path, { id }), payload: { path: 'rows.csv' } },
        owner.apiKey,
      );
      return { url: link.json<{ url: string }>().url.replace(TEST_PUBLIC_API_URL, '') };
    },
  ],
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
  [browseMarket, () => ({ url: `${browseMarket.path}?q=a&kind=dataset&sort=price_low&page=1` })],
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
  [deployModel, async (owner) => ({ url: deployModel.path, payload: await deployBody(owner), headers: idempotent() })],
  [deployOnPodProvider, async (owner) => ({ url: deployOnPodProvider.path, payload: await deployBody(owner), headers: idempotent() })],
  [
    getPodProviderDeployStatus,
    async (owner) => ({
      url: buildPath(getPodProviderDeployStatus.path, { podId: await deploymentOf(owner, getPodProviderDeployStatus) }),
    }),
  ],
  [getDeploymentCost, () => ({ url: `${getDeploymentCost.path}?gpu_type=a100&gpu_count=1` })],
  [listUserPods, (owner) => ({ url: buildPath(listUserPods.path, { userId: owner.id }) })],
  [getDeploymentsKey, () => ({ url: getDeploymentsKey.path })],
  [listUserDeployments, (owner) => ({ url: buildPath(listUserDeployments.path, { userId: owner.id }) })],
  [getDeploymentStats, (owner) => ({ url: buildPath(getDeploymentStats.path, { userId: owner.id }) })],
  [
    getDeploymentStatus,
    async (owner) => ({ url: buildPath(getDeploymentStatus.path, { podId: await deploymentOf(owner, getDeploymentStatus) }) }),
  ],
  [
    getDeploymentProgress,
    async (owner) => ({ url: buildPath(getDeploymentProgress.path, { podId: await deploymentOf(owner, getDeploymentProgress) }) }),
  ],
  // Terminating an ended deployment again answers it unchanged.
  [
    terminateDeployment,
    async (owner) => ({
      url: `${buildPath(terminateDeployment.path, { podId: await deploymentOf(owner, terminateDeployment) })}?user_id=${owner.id}`,
    }),
  ],
  [
    setDeploymentSpendCap,
    async (owner) => ({
      url: buildPath(setDeploymentSpendCap.path, { podId: await deploymentOf(owner, setDeploymentSpendCap) }),
      payload: { spend_cap: 500 },
    }),
  ],
  // Public for x-api-key: it carries the owner's deployments key as OpenAI clients do.
  [
    createChatCompletion,
    async (owner) => {
      const podId = await deploymentOf(owner, createChatCompletion);
      const { key } = (await api.call({ url: getDeploymentsKey.path }, await api.keyOf(owner.id))).json<{ key: string }>();
      return {
        url: createChatCompletion.path,
        payload: { model: podId, messages: [{ role: 'user', content: 'Hello' }] },
        headers: { authorization: `Bearer ${key}` },
      };
    },
  ],
  // Public for x-api-key: the deployment's pod proves itself with its own token.
  ...[getPodWeightsManifest, getPodWeightsFile].map(
    (route) =>
      [
        route,
        async (owner: TestUser) => {
          const podId = await deploymentOf(owner, route);
          return {
            url: `${buildPath(route.path, { podId })}${route === getPodWeightsFile ? '?path=config.json' : ''}`,
            headers: { authorization: `Bearer ${podTokens.podToken(podId)}` },
          };
        },
      ] as const,
  ),
  [
    createGeneration,
    (owner) => ({
      url: createGeneration.path,
      payload: { kind: 'image', user_id: owner.id, prompt: 'A bagel', size: '512x512' },
      headers: idempotent(),
    }),
  ],
  [listGenerations, (owner) => ({ url: buildPath(listGenerations.path, { userId: owner.id }) })],
  [getGeneration, async (owner) => ({ url: buildPath(getGeneration.path, { generationId: await generationOf(owner, getGeneration) }) })],
  [
    getGenerationFile,
    async (owner) => ({ url: buildPath(getGenerationFile.path, { generationId: await generationOf(owner, getGenerationFile) }) }),
  ],
  // Each case deletes the generation made for it, and the next case gets another.
  [
    deleteGeneration,
    async (owner) => {
      const generationId = await generationOf(owner, deleteGeneration);
      generations.delete(`${owner.id} ${deleteGeneration.method} ${deleteGeneration.path}`);
      return { url: buildPath(deleteGeneration.path, { generationId }) };
    },
  ],
  [generateReferralCode, () => ({ url: generateReferralCode.path })],
  [validateReferralCode, async () => ({ url: `${validateReferralCode.path}?referral_code=${await redeemableCode()}` })],
  [
    postReferralToSocial,
    async (owner) => {
      const code = await referralCodeOf(owner);
      return {
        url: postReferralToSocial.path,
        payload: { message: `Join me: ${code}`, referral_code: code, user_id: owner.id },
        headers: idempotent(),
      };
    },
  ],
  [getSocialAuthStatus, () => ({ url: getSocialAuthStatus.path })],
  [getReferralPool, () => ({ url: getReferralPool.path })],
  [fundReferralPool, () => ({ url: fundReferralPool.path, payload: { amount: 0.01 }, headers: idempotent() })],
  [listUsers, () => ({ url: `${listUsers.path}?q=a&role=user&page=1` })],
  // An unknown state: the answer sends the browser to /invite?x=denied.
  [completeSocialAuth, () => ({ url: `${completeSocialAuth.path}?state=${'s'.repeat(32)}&code=a-code` })],
  [getSocialPostStatus, async (owner) => ({ url: `${getSocialPostStatus.path}?referral_code=${await referralCodeOf(owner)}` })],
  [listNotifications, (owner) => ({ url: buildPath(listNotifications.path, { userId: owner.id }) })],
  // An empty id marks all read.
  [
    markNotificationsRead,
    (owner) => ({ url: `${buildPath(markNotificationsRead.path, { userId: owner.id })}?notification_id=&status=read` }),
  ],
  // Without Accept: text/event-stream the stream answers the unread count as JSON and ends.
  [streamNotifications, (owner) => ({ url: buildPath(streamNotifications.path, { userId: owner.id }) })],
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

// Built before the cases are collected: the matrix is every route the app registered, so a route added to a plugin
// without a sample request here fails the suite rather than going untested. Pods run as soon as they are created, so
// the chat case finds its deployment running.
const api: TestApi = await startTestApi({ env: { SIMULATED_POD_START_SECONDS: '0' } });
const API_ROUTES = api.app.contractRoutes;
let alice: TestUser;
let bob: TestUser;
/** The only key admin routes answer. */
let admin: TestUser;

beforeAll(async () => {
  alice = await api.createUser();
  bob = await api.createUser();
  admin = await api.createUser('admin');
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

  if (route.access === 'admin') {
    it("answers an admin's key only", async () => {
      expect((await send(route)).json()).toEqual({ error: 'Unauthorized', detail: 'You are not signed in' });
      expect((await send(route, 'bgl_not-a-real-key')).json()).toEqual({ error: 'Unauthorized', detail: 'Invalid API key' });
      for (const key of [alice.apiKey, bob.apiKey])
        expect((await send(route, key)).json()).toEqual({ error: 'Forbidden', detail: 'Admins only' });
      expect((await send(route, TEST_SERVICE_KEY)).statusCode).toBe(401);
      expect((await send(route, admin.apiKey)).statusCode).toBe(200);
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
    const notFound = notFoundForOthers.get(route);
    if (notFound) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ error: 'Not Found', detail: notFound });
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
    // Deploying and generating are refused while restricted: the other routes' cases need carol's from before.
    await Promise.all(
      [
        getPodProviderDeployStatus,
        getDeploymentStatus,
        getDeploymentProgress,
        terminateDeployment,
        setDeploymentSpendCap,
        createChatCompletion,
      ].map((route) => deploymentOf(carol, route)),
    );
    await Promise.all([getGeneration, getGenerationFile, deleteGeneration].map((route) => generationOf(carol, route)));
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
