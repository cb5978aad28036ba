import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAssetInfo, listDatasets } from '@bagel/assets-contract';
import { buildPath, type RouteResponse } from '@bagel/contract';
import { cloneHubRepo, getHubCloneStatus, getHubRepoDetails, type HubClone } from '@bagel/hub-contract';
import { getOnboarding } from '@bagel/onboarding-contract';
import { hubSourceFromEnvironment } from '@bagel/hub-server';
import { catalogueRepo, startFakeHuggingFaceHub, TINY_LLAMA, TINY_LLAMA_WEIGHT_BYTES } from '@bagel/hub-server/testing';
import { startTestApi, type TestApi, type TestUser } from './testing';

// The hub's own route tests live in @bagel/hub-server; these need the assets and onboarding domains a clone ends in.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const MODEL = 'meta-llama/Llama-3.2-1B';
const DATASET = 'rajpurkar/squad';

const query = (fields: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();

async function clone(user: TestUser, repoId: string, datasetType: string, on = api) {
  const reply = await on.call(
    { method: 'POST', url: `${cloneHubRepo.path}?${query({ repo_id: repoId, dataset_type: datasetType, user_id: user.id })}` },
    user.apiKey,
  );
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<HubClone>();
}

/** Reads the clone's status until it is no longer pending. */
async function settledClone(user: TestUser, repoId: string, datasetType: string, on = api): Promise<HubClone> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const reply = await on.call(
      { url: `${getHubCloneStatus.path}?${query({ repo_id: repoId, dataset_type: datasetType, user_id: user.id })}` },
      user.apiKey,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const status = reply.json<HubClone>();
    if (status.status !== 'pending') return status;
    if (Date.now() > deadline) throw new Error(`The clone of ${repoId} is still pending: ${reply.body}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('cloning a hub repository', () => {
  it("copies a model's files into a new model of the user, in the background, once", async () => {
    const user = await api.createUser();
    const started = await clone(user, MODEL, 'MODEL');
    expect(started).toMatchObject({ repo_id: MODEL, repo_type: 'model', error: null });
    expect(['pending', 'success']).toContain(started.status);

    const done = await settledClone(user, MODEL, 'MODEL');
    expect(done).toMatchObject({ status: 'success', progress: 100, asset_id: started.asset_id, error: null });
    expect(done.files_done).toBe(done.files_total);

    const models = await api.call({ url: `${listDatasets.path}?${query({ owner: user.id, types: 'MODEL' })}` }, user.apiKey);
    const { datasets } = models.json<RouteResponse<typeof listDatasets>>();
    expect(datasets.map((asset) => [asset.dataset_id, asset.title, asset.dataset_type])).toEqual([[started.asset_id, MODEL, 'MODEL']]);

    const details = await api.call(
      { url: `${getHubRepoDetails.path}?${query({ repo_id: MODEL, user_id: user.id, include_file_info: true })}` },
      user.apiKey,
    );
    const hubFiles = details.json<RouteResponse<typeof getHubRepoDetails>>().files ?? [];
    const info = await api.call({ url: buildPath(getAssetInfo.path, { id: started.asset_id }) }, user.apiKey);
    const names = info.json<RouteResponse<typeof getAssetInfo>>().files.map((file) => file.path);
    expect(names.sort()).toEqual([...new Set(hubFiles.map((file) => file.path.split('/')[0] ?? ''))].sort());

    // A weight the offline catalogue holds as Git LFS keeps its pointer, which names the real file's hash and size.
    const weight = hubFiles.find((file) => file.lfs);
    if (weight?.lfs) {
      const folder = weight.path.split('/').slice(0, -1).join('/');
      const listing = await api.call(
        { url: `${buildPath(getAssetInfo.path, { id: started.asset_id })}?${query({ path: folder })}` },
        user.apiKey,
      );
      const kept = listing.json<RouteResponse<typeof getAssetInfo>>().files.find((file) => file.path === weight.path);
      const pointer = `version https://git-lfs.github.com/spec/v1\noid sha256:${weight.lfs.sha256}\nsize ${weight.lfs.size}\n`;
      expect(kept?.sha256).toBe(createHash('sha256').update(pointer).digest('hex'));
    }

    const again = await clone(user, MODEL, 'model');
    expect(again).toMatchObject({ status: 'success', asset_id: started.asset_id });

    const onboarding = await api.call({ url: buildPath(getOnboarding.path, { userId: user.id }) }, user.apiKey);
    expect(JSON.stringify(onboarding.json())).toMatch(/"create_model"[^}]*"completed":true|"completed":true[^}]*"create_model"/);
  });

  it('starts one clone for concurrent requests of the same repository', async () => {
    const user = await api.createUser();
    const replies = await Promise.all(Array.from({ length: 6 }, () => clone(user, DATASET, 'RAW')));
    expect(new Set(replies.map((reply) => reply.asset_id)).size).toBe(1);
    await settledClone(user, DATASET, 'RAW');
    const lists = await api.call({ url: `${listDatasets.path}?${query({ owner: user.id, types: 'RAW' })}` }, user.apiKey);
    const { datasets } = lists.json<RouteResponse<typeof listDatasets>>();
    expect(datasets).toHaveLength(1);
    expect(datasets[0]).toMatchObject({ dataset_type: 'RAW', title: DATASET, category: 'Artificial intelligence' });
  });

  it('keeps clones per user: another user gets a clone of their own', async () => {
    const [alice, bob] = [await api.createUser(), await api.createUser()];
    const [first, second] = [await clone(alice, DATASET, 'RAW'), await clone(bob, DATASET, 'RAW')];
    expect(first.asset_id).not.toBe(second.asset_id);
    const status = await api.call(
      { url: `${getHubCloneStatus.path}?${query({ repo_id: DATASET, dataset_type: 'RAW', user_id: alice.id })}` },
      bob.apiKey,
    );
    expect(status.statusCode).toBe(403);
  });

  it('answers 404 for an unknown repository and for the status of a clone never asked for, and 400 naming bad fields', async () => {
    const user = await api.createUser();
    const unknown = await api.call(
      { method: 'POST', url: `${cloneHubRepo.path}?${query({ repo_id: 'nobody/nothing', dataset_type: 'MODEL', user_id: user.id })}` },
      user.apiKey,
    );
    expect(unknown.statusCode).toBe(404);
    const never = await api.call(
      { url: `${getHubCloneStatus.path}?${query({ repo_id: MODEL, dataset_type: 'MODEL', user_id: user.id })}` },
      user.apiKey,
    );
    expect(never.statusCode).toBe(404);
    expect(never.json<{ detail: string }>().detail).toBe('You have not cloned this repository');
    for (const [fields, field] of [
      [{ repo_id: '../etc/passwd', dataset_type: 'MODEL' }, 'repo_id'],
      [{ repo_id: MODEL, dataset_type: 'VECTOR' }, 'dataset_type'],
      [{ repo_id: '', dataset_type: 'MODEL' }, 'repo_id'],
    ] as const) {
      const reply = await api.call({ method: 'POST', url: `${cloneHubRepo.path}?${query({ ...fields, user_id: user.id })}` }, user.apiKey);
      expect(reply.statusCode, JSON.stringify(fields)).toBe(400);
      expect(reply.json<{ field: string }>().field).toBe(field);
    }
    const keyless = await api.call({
      method: 'POST',
      url: `${cloneHubRepo.path}?${query({ repo_id: MODEL, dataset_type: 'MODEL', user_id: user.id })}`,
    });
    expect(keyless.statusCode).toBe(401);
  });
});

describe('cloning through the Hugging Face adapter (a local hub speaking its HTTP API)', () => {
  const repo = catalogueRepo(TINY_LLAMA);

  it("copies the weights' real bytes, the same path as the offline catalogue", async () => {
    const hub = await startFakeHuggingFaceHub({ repos: [repo] });
    const live = await startTestApi({ hubSource: hubSourceFromEnvironment({ HUGGINGFACE_HUB_URL: hub.url }) });
    try {
      const user = await live.createUser();
      const started = await clone(user, repo.id, 'MODEL', live);
      const done = await settledClone(user, repo.id, 'MODEL', live);
      expect(done).toMatchObject({ status: 'success', progress: 100, files_done: repo.files.length, bytes_total: done.bytes_done });
      const info = await live.call({ url: buildPath(getAssetInfo.path, { id: started.asset_id }) }, user.apiKey);
      const weight = info.json<RouteResponse<typeof getAssetInfo>>().files.find((file) => file.path === 'model.safetensors');
      expect(weight?.size).toBe(TINY_LLAMA_WEIGHT_BYTES);
    } finally {
      await live.close();
      await hub.close();
    }
  });
});
