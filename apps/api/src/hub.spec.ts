import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAssetInfo, listDatasets } from '@bagel/assets-contract';
import { buildPath, type RouteResponse } from '@bagel/contract';
import { cloneHubRepo, getHubCloneStatus, getHubRepoDetails, listRestrictedModels, searchHub, type HubClone } from '@bagel/hub-contract';
import { getOnboarding } from '@bagel/onboarding-contract';
import { hubSourceFromEnvironment } from '@bagel/hub-server';
import { catalogueRepo, lfsFile, startFakeHuggingFaceHub, textFile, type CatalogueEntry } from '@bagel/hub-server/testing';
import { startTestApi, type TestApi, type TestUser } from './testing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const MODEL = 'meta-llama/Llama-3.2-1B';
const DATASET = 'rajpurkar/squad';

const query = (fields: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();

async function search(fields: Record<string, string | number>) {
  const reply = await api.call({ url: `${searchHub.path}?${query(fields)}` });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<RouteResponse<typeof searchHub>>();
}

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

describe('hub search (no key needed)', () => {
  it('answers the quick search with at most top_k repositories as data, the closest first', async () => {
    const reply = await search({ query: 'llama', search_type: 'model', top_k: 5, limit: 25 });
    if (!('data' in reply)) throw new Error('a quick search answers data');
    expect(reply.data.length).toBeGreaterThan(0);
    expect(reply.data.length).toBeLessThanOrEqual(5);
    for (const repo of reply.data) {
      expect([repo.id, repo.name, repo.family ?? '', ...repo.tags].join(' ').toLowerCase()).toContain('llama');
    }
  });

  it('pages hub browsing with the total and says where the results come from', async () => {
    const first = await search({ search_type: 'model', page: 1, top_k: 4 });
    if (!('results' in first)) throw new Error('a paged search answers results');
    expect(first).toMatchObject({ page: 1, top_k: 4, source: 'Offline catalogue' });
    expect(first.results).toHaveLength(4);
    expect(first.total_results).toBeGreaterThan(4);
    const downloads = first.results.map((repo) => repo.downloads);
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
    const second = await search({ search_type: 'model', page: 2, top_k: 4 });
    if (!('results' in second)) throw new Error('a paged search answers results');
    expect(second.results.map((repo) => repo.id)).not.toContain(first.results[0]?.id);
  });

  it('searches datasets apart from models', async () => {
    const reply = await search({ query: 'squad', search_type: 'dataset', page: 1 });
    if (!('results' in reply)) throw new Error('a paged search answers results');
    expect(reply.results.map((repo) => repo.id)).toContain(DATASET);
    expect(reply.results.every((repo) => repo.repo_type === 'dataset')).toBe(true);
  });

  it('refuses bad parameters naming the field', async () => {
    for (const [fields, field] of [
      [{ search_type: 'space' }, 'search_type'],
      [{ top_k: 0 }, 'top_k'],
      [{ page: 'two' }, 'page'],
      [{ sort: 'random' }, 'sort'],
      [{ query: 'x'.repeat(201) }, 'query'],
    ] as const) {
      const reply = await api.call({ url: `${searchHub.path}?${query(fields)}` });
      expect(reply.statusCode, JSON.stringify(fields)).toBe(400);
      expect(reply.json<{ field: string }>().field).toBe(field);
    }
  });

  it('lists the models the platform fine-tunes, each a hub repository', async () => {
    const reply = await api.call({ url: listRestrictedModels.path });
    expect(reply.statusCode).toBe(200);
    const { models } = reply.json<RouteResponse<typeof listRestrictedModels>>();
    expect(models.length).toBeGreaterThan(0);
    expect(models.map((model) => model.family)).toEqual(expect.arrayContaining(['llama', 'qwen']));
  });
});

describe('hub details', () => {
  it("answers a repository's card and files, with a leading 'source/' removed", async () => {
    const user = await api.createUser();
    const reply = await api.call(
      {
        url: `${getHubRepoDetails.path}?${query({ repo_id: `source/${MODEL}`, repo_type: 'model', user_id: user.id, include_file_info: true })}`,
      },
      user.apiKey,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const details = reply.json<RouteResponse<typeof getHubRepoDetails>>();
    expect(details).toMatchObject({
      id: MODEL,
      repo_type: 'model',
      family: 'llama',
      gated: true,
      clone: null,
      source: 'Offline catalogue',
    });
    expect(details.card).toContain('Llama');
    expect(details.files?.map((file) => file.path)).toEqual(expect.arrayContaining(['README.md', 'config.json']));
    expect(details.total_bytes).toBe(details.files?.reduce((sum, file) => sum + file.size, 0));
  });

  it("answers 404 for a repository the hub does not have, and 403 for another user's id", async () => {
    const [user, other] = [await api.createUser(), await api.createUser()];
    const missing = await api.call(
      { url: `${getHubRepoDetails.path}?${query({ repo_id: 'nobody/nothing', user_id: user.id })}` },
      user.apiKey,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ detail: string }>().detail).toBe('This repository was not found on Hugging Face');
    const stranger = await api.call({ url: `${getHubRepoDetails.path}?${query({ repo_id: MODEL, user_id: other.id })}` }, user.apiKey);
    expect(stranger.statusCode).toBe(403);
  });
});

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
  const WEIGHT_BYTES = 3 * 1024 * 1024;
  const entry: CatalogueEntry = {
    id: 'test/tiny-llama',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: ['llama'],
    downloads: 1,
    likes: 1,
    lastModified: '2025-01-01T00:00:00.000Z',
    gated: false,
    files: [
      textFile('README.md', 'A tiny test model.\n'),
      textFile('config.json', '{"model_type": "llama"}\n'),
      lfsFile('model.safetensors', WEIGHT_BYTES),
    ],
  };
  const repo = catalogueRepo(entry);

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
      expect(weight?.size).toBe(WEIGHT_BYTES);
    } finally {
      await live.close();
      await hub.close();
    }
  });

  it('says a gated repository the platform may not read is so on its details, and refuses its clone with 403 and what to do', async () => {
    const gated = catalogueRepo({ ...entry, id: 'test/gated-llama', gated: 'manual' });
    const hub = await startFakeHuggingFaceHub({ repos: [gated], token: 'hf_platform', gatedAccess: [] });
    const live = await startTestApi({
      hubSource: hubSourceFromEnvironment({ HUGGINGFACE_HUB_URL: hub.url, HUGGINGFACE_TOKEN: 'hf_platform' }),
    });
    try {
      const user = await live.createUser();
      const what =
        `test/gated-llama is gated on Hugging Face, and the Hugging Face account whose token this platform uses has not been ` +
        `granted access to its files. Accept its conditions at ${hub.url}/test/gated-llama with that account, or configure the ` +
        'platform (HUGGINGFACE_TOKEN) with the token of an account that has access.';
      const details = await live.call(
        { url: `${getHubRepoDetails.path}?${query({ repo_id: gated.id, repo_type: 'model', user_id: user.id, include_file_info: true })}` },
        user.apiKey,
      );
      expect(details.statusCode, details.body).toBe(200);
      expect(details.json()).toMatchObject({ gated: true, access: 'refused', access_detail: what, card: 'A tiny test model.\n' });
      expect(details.json<{ files: unknown[] }>().files).toHaveLength(3);

      const refused = await live.call(
        { method: 'POST', url: `${cloneHubRepo.path}?${query({ repo_id: gated.id, dataset_type: 'MODEL', user_id: user.id })}` },
        user.apiKey,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'Forbidden', detail: what, field: 'repo_id' });
    } finally {
      await live.close();
      await hub.close();
    }
  });

  it('answers 503 with the Retry-After of a hub asking to slow down, saying to try again in a moment', async () => {
    const hub = await startFakeHuggingFaceHub({ repos: [repo] });
    const live = await startTestApi({ hubSource: hubSourceFromEnvironment({ HUGGINGFACE_HUB_URL: hub.url }) });
    try {
      hub.setFailure({ status: 429 });
      const limited = await live.call({ url: `${searchHub.path}?${query({ search_type: 'model', page: 2, top_k: 4 })}` });
      expect(limited.statusCode).toBe(503);
      expect(limited.headers['retry-after']).toBe('1');
      expect(limited.json<{ detail: string }>().detail).toBe('Hugging Face is asking us to slow down. Please try again in a moment.');
    } finally {
      await live.close();
      await hub.close();
    }
  });

  it('answers 502 with a clear text when the hub is down as a clone is asked for, and starts nothing', async () => {
    const hub = await startFakeHuggingFaceHub({ repos: [repo] });
    const live = await startTestApi({ hubSource: hubSourceFromEnvironment({ HUGGINGFACE_HUB_URL: hub.url }) });
    try {
      const user = await live.createUser();
      hub.setFailure({ status: 503 });
      const refused = await live.call(
        { method: 'POST', url: `${cloneHubRepo.path}?${query({ repo_id: repo.id, dataset_type: 'MODEL', user_id: user.id })}` },
        user.apiKey,
      );
      expect(refused.statusCode).toBe(502);
      expect(refused.json<{ detail: string }>().detail).toBe('Hugging Face is not reachable right now. Please try again shortly.');
    } finally {
      await live.close();
      await hub.close();
    }
  });
});
