import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteResponse } from '@bagel/contract';
import { cloneHubRepo, getHubRepoDetails, listRestrictedModels, searchHub } from '@bagel/hub-contract';
import type { TestApp } from '@bagel/server-kit/testing';
import { hubSourceFromEnvironment } from './hub-source/hub-source-from-environment';
import { catalogueRepo, startFakeHuggingFaceHub, startHubTestApp, TINY_LLAMA } from './testing';

let api: TestApp;
beforeAll(async () => {
  api = await startHubTestApp();
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

describe('the Hugging Face adapter (a local hub speaking its HTTP API)', () => {
  const repo = catalogueRepo(TINY_LLAMA);

  it('says a gated repository the platform may not read is so on its details, and refuses its clone with 403 and what to do', async () => {
    const gated = catalogueRepo({ ...TINY_LLAMA, id: 'test/gated-llama', gated: 'manual' });
    const hub = await startFakeHuggingFaceHub({ repos: [gated], token: 'hf_platform', gatedAccess: [] });
    const live = await startHubTestApp(hubSourceFromEnvironment({ HUGGINGFACE_HUB_URL: hub.url, HUGGINGFACE_TOKEN: 'hf_platform' }));
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
    const live = await startHubTestApp(hubSourceFromEnvironment({ HUGGINGFACE_HUB_URL: hub.url }));
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
    const live = await startHubTestApp(hubSourceFromEnvironment({ HUGGINGFACE_HUB_URL: hub.url }));
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
