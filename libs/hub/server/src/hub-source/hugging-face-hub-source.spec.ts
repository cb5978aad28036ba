import { once } from 'node:events';
import { text } from 'node:stream/consumers';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHuggingFaceHub, type FakeHuggingFaceHub } from '../testing/fake-hugging-face-hub';
import { lfsFile, textFile, type CatalogueEntry } from './catalogue/catalogue-entry';
import { catalogueRepo } from './catalogue/catalogue-repo';
import { HubGatedError, HubRateLimitedError, HubUnavailableError, type HubSource } from './hub-source';
import { describeHubSourceContract } from './hub-source.contract';
import { createHuggingFaceHubSource } from './hugging-face-hub-source';

const TOKEN = 'hf_test_token';
const MiB = 1024 * 1024;

// Four entries a page, so listings and file trees come in several pages linked by `Link` headers.
describeHubSourceContract('The Hugging Face adapter against a local hub', async (repos) => {
  const hub = await startFakeHuggingFaceHub({ repos, token: TOKEN, maxPageSize: 4 });
  return { source: createHuggingFaceHubSource({ hubUrl: hub.url, accessToken: TOKEN }), lfsDownloads: 'content', close: () => hub.close() };
});

const WEIGHT_BYTES = 50 * MiB;
const TINY_ENTRY: CatalogueEntry = {
  id: 'test/tiny',
  repoType: 'model',
  pipelineTag: 'text-generation',
  tags: ['llama', 'safetensors'],
  downloads: 1,
  likes: 1,
  lastModified: '2025-01-01T00:00:00.000Z',
  gated: 'manual',
  files: [
    textFile('README.md', '# Tiny\n'),
    textFile('config.json', '{"model_type": "llama"}\n'),
    lfsFile('model.safetensors', WEIGHT_BYTES),
  ],
};
const TINY = catalogueRepo(TINY_ENTRY);

/** Reads at least `bytes` of a body (or all of it) and stops, as a reader that pauses would; fails as the body fails. */
async function readUntil(body: Readable, bytes: number): Promise<number> {
  let read = 0;
  while (read < bytes && !body.readableEnded) {
    const chunk = body.read() as Buffer | null;
    if (chunk) read += chunk.length;
    else if (body.errored) throw body.errored;
    else await once(body, 'readable');
  }
  return read;
}

describe('The Hugging Face adapter', () => {
  let hub: FakeHuggingFaceHub;
  let source: HubSource;
  beforeEach(async () => {
    hub = await startFakeHuggingFaceHub({ repos: [TINY], token: TOKEN });
    source = createHuggingFaceHubSource({ hubUrl: `${hub.url}/`, accessToken: TOKEN });
  });
  afterEach(() => hub.close());

  const everyCall = (on: HubSource) => [
    () => on.search({ repoType: 'model', sort: 'downloads', offset: 0, limit: 5 }),
    () => on.details('model', TINY.id),
    () => on.files('model', TINY.id, TINY.sha),
    () => on.download('model', TINY.id, TINY.sha, 'config.json'),
  ];

  it('says it is Hugging Face, and sends the token on every call', async () => {
    expect(source.label).toBe('Hugging Face');
    for (const call of everyCall(source)) await call();
    expect(hub.requests.map((request) => request.authorization)).toEqual(hub.requests.map(() => `Bearer ${TOKEN}`));
    expect(await source.details('model', TINY.id)).toMatchObject({ gated: true, family: 'llama', card: '# Tiny\n' });
  });

  it('asks for the sort descending, the filters as tags and only the fields a listing shows', async () => {
    await source.search({
      repoType: 'dataset',
      query: 'tiny',
      tag: 'llama',
      format: '.Parquet',
      sort: 'last_modified',
      offset: 10,
      limit: 5,
    });
    const listing = new URL(hub.requests[0]?.path ?? '', hub.url).searchParams;
    expect(Object.fromEntries(['search', 'sort', 'direction', 'limit'].map((name) => [name, listing.get(name)]))).toEqual({
      search: 'tiny',
      sort: 'lastModified',
      direction: '-1',
      // Up to the page's end: the `Link` header says whether more follow.
      limit: '15',
    });
    expect(listing.getAll('filter')).toEqual(['llama', 'format:parquet']);
    expect(listing.getAll('expand')).toEqual(['author', 'sha', 'tags', 'downloads', 'likes', 'lastModified', 'gated']);
  });

  it('fails every call with HubUnavailableError naming the status when the hub refuses the token', async () => {
    for (const call of everyCall(createHuggingFaceHubSource({ hubUrl: hub.url, accessToken: 'hf_wrong' }))) {
      await expect(call()).rejects.toThrow(HubUnavailableError);
      await expect(call()).rejects.toThrow('Hugging Face answered 401');
    }
  });

  it('fails every call with HubRateLimitedError saying when to come back when the hub answers 429', async () => {
    hub.setFailure({ status: 429 });
    for (const call of everyCall(source)) {
      const error: unknown = await call().catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(HubRateLimitedError);
      expect(error).toMatchObject({ retryAfterSeconds: 1, message: expect.stringContaining('Hugging Face answered 429') as string });
    }
  });

  it.each([503, 429, 500])('fails every call with HubUnavailableError when the hub answers %i', async (status) => {
    hub.setFailure({ status });
    for (const call of everyCall(source)) {
      await expect(call()).rejects.toThrow(HubUnavailableError);
      await expect(call()).rejects.toThrow(`Hugging Face answered ${status}`);
    }
  });

  it('fails every call with HubUnavailableError when the hub drops the connection or nobody listens', async () => {
    hub.setFailure('drop');
    for (const call of everyCall(source)) await expect(call()).rejects.toThrow(HubUnavailableError);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    for (const call of everyCall(createHuggingFaceHubSource({ hubUrl: `http://127.0.0.1:${port}` }))) {
      await expect(call()).rejects.toThrow(`Hugging Face could not be reached at http://127.0.0.1:${port}: ECONNREFUSED`);
    }
  });

  it("takes the 401 the hub answers anonymous requests for a missing repository as the repository's absence", async () => {
    const anonymous = await startFakeHuggingFaceHub({ repos: [TINY], missingRepoStatus: 401 });
    try {
      const open = createHuggingFaceHubSource({ hubUrl: anonymous.url });
      expect(await open.details('model', 'nobody/nothing')).toBeUndefined();
      await expect(open.files('model', 'nobody/nothing', TINY.sha)).rejects.toThrow('The hub has no model nobody/nothing');
    } finally {
      await anonymous.close();
    }
  });

  it('downloads a Git LFS file from the CDN the hub redirects to, sending the token to the hub and never to the CDN', async () => {
    let read = 0;
    for await (const chunk of (await source.download('model', TINY.id, TINY.sha, 'model.safetensors')) as AsyncIterable<Buffer>) {
      read += chunk.length;
    }
    expect(read).toBe(WEIGHT_BYTES);
    expect(hub.requests).toMatchObject([{ path: `/${TINY.id}/resolve/${TINY.sha}/model.safetensors`, authorization: `Bearer ${TOKEN}` }]);
    expect(hub.cdnRequests).toHaveLength(1);
    expect(hub.cdnRequests[0]).toMatchObject({ path: expect.stringContaining('X-Amz-Signature=') as string, authorization: undefined });
  });

  it('streams a large weight with backpressure: a paused reader holds back the hub, not memory', async () => {
    const body = await source.download('model', TINY.id, TINY.sha, 'model.safetensors');
    let read = await readUntil(body, MiB);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Socket and stream buffers hold a few MiB at most; a body read whole first would have all 50 sent by now.
    expect(hub.lfsBytesServed() - read).toBeLessThan(16 * MiB);
    for await (const chunk of body as AsyncIterable<Buffer>) read += chunk.length;
    expect(read).toBe(WEIGHT_BYTES);
  });

  it('stops a download when its signal aborts, and the hub stops sending', async () => {
    const controller = new AbortController();
    const body = await source.download('model', TINY.id, TINY.sha, 'model.safetensors', controller.signal);
    await readUntil(body, MiB);
    controller.abort();
    await expect(readUntil(body, WEIGHT_BYTES)).rejects.toMatchObject({ name: 'AbortError' });
    const served = hub.lfsBytesServed();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hub.lfsBytesServed()).toBe(served);
    expect(served).toBeLessThan(WEIGHT_BYTES);
  });

  it('fails a download with HubUnavailableError when the connection breaks off midway', async () => {
    const failing = await startFakeHuggingFaceHub({ repos: [TINY] });
    const body = await createHuggingFaceHubSource({ hubUrl: failing.url }).download('model', TINY.id, TINY.sha, 'model.safetensors');
    await readUntil(body, MiB);
    await failing.close();
    await expect(readUntil(body, WEIGHT_BYTES)).rejects.toThrow(/^Hugging Face broke off test\/tiny\/model.safetensors/);
    expect(body.errored).toBeInstanceOf(HubUnavailableError);
  });
});

describe('The Hugging Face adapter and gated repositories', () => {
  const PAGE = (hubUrl: string) => `${hubUrl}/${TINY.id}`;
  const OPEN = catalogueRepo({ ...TINY_ENTRY, id: 'test/open', gated: false, files: [textFile('README.md', '# Open\n')] });
  let hub: FakeHuggingFaceHub;
  afterEach(() => hub.close());

  it('answers the details of a gated repository whose conditions its account has not accepted, saying what to do', async () => {
    hub = await startFakeHuggingFaceHub({ repos: [TINY, OPEN], token: TOKEN, gatedAccess: [] });
    const source = createHuggingFaceHubSource({ hubUrl: hub.url, accessToken: TOKEN });
    const refused =
      `${TINY.id} is gated on Hugging Face, and the Hugging Face account whose token this platform uses has not been granted ` +
      `access to its files. Accept its conditions at ${PAGE(hub.url)} with that account, or configure the platform ` +
      '(HUGGINGFACE_TOKEN) with the token of an account that has access.';
    expect(await source.details('model', TINY.id)).toMatchObject({
      gated: true,
      card: '# Tiny\n',
      access: 'refused',
      access_detail: refused,
    });
    expect(await source.files('model', TINY.id, TINY.sha)).toHaveLength(3);
    const download = source.download('model', TINY.id, TINY.sha, 'model.safetensors');
    await expect(download).rejects.toBeInstanceOf(HubGatedError);
    await expect(download).rejects.toThrow(refused);
    expect(hub.cdnRequests).toEqual([]);

    hub.requests.length = 0;
    expect(await source.details('model', OPEN.id)).toMatchObject({ gated: false, access: 'open', access_detail: null });
    expect(hub.requests.map((request) => request.path).filter((path) => path.includes('auth-check'))).toEqual([]);
  });

  it('says a token is missing when it sends none, and that access is granted once the account has it', async () => {
    hub = await startFakeHuggingFaceHub({ repos: [TINY], gatedAccess: [] });
    const anonymous = createHuggingFaceHubSource({ hubUrl: hub.url });
    const noToken =
      `${TINY.id} is gated on Hugging Face, and this platform sends no Hugging Face token. Configure the platform ` +
      `(HUGGINGFACE_TOKEN) with the token of an account that accepted its conditions at ${PAGE(hub.url)}.`;
    expect(await anonymous.details('model', TINY.id)).toMatchObject({ access: 'refused', access_detail: noToken });
    await expect(anonymous.download('model', TINY.id, TINY.sha, 'config.json')).rejects.toThrow(noToken);
    await hub.close();

    hub = await startFakeHuggingFaceHub({ repos: [TINY], token: TOKEN, gatedAccess: [TINY.id] });
    const granted = createHuggingFaceHubSource({ hubUrl: hub.url, accessToken: TOKEN });
    expect(await granted.details('model', TINY.id)).toMatchObject({ gated: true, access: 'granted', access_detail: null });
    expect(await text(await granted.download('model', TINY.id, TINY.sha, 'config.json'))).toBe('{"model_type": "llama"}\n');
  });
});

describe('The Hugging Face adapter paging a deep listing', () => {
  // More repositories than the hub's own page holds, most downloaded first in id order.
  const MANY = Array.from({ length: 2500 }, (_, index) =>
    catalogueRepo({ ...TINY_ENTRY, id: `many/repo-${String(index).padStart(4, '0')}`, gated: false, downloads: 10_000 - index, files: [] }),
  );
  const PAGE_SIZE = 30;
  let hub: FakeHuggingFaceHub;
  let source: HubSource;
  beforeEach(async () => {
    hub = await startFakeHuggingFaceHub({ repos: MANY, token: TOKEN });
    source = createHuggingFaceHubSource({ hubUrl: hub.url, accessToken: TOKEN });
  });
  afterEach(() => hub.close());

  /** Page `n` of `query`'s matches and how many listing requests it cost. */
  async function page(n: number, query?: string) {
    const before = hub.requests.length;
    const found = await source.search({ repoType: 'model', sort: 'downloads', query, offset: (n - 1) * PAGE_SIZE, limit: PAGE_SIZE });
    return { ...found, ids: found.repos.map((repo) => repo.id), requests: hub.requests.length - before };
  }
  const expected = (n: number) => MANY.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE).map((repo) => repo.id);

  it("pages with the hub's cursor: a page seen again, the pages around it and one a little further cost one request each", async () => {
    const deep = await page(70);
    expect(deep).toMatchObject({ ids: expected(70), total: 70 * PAGE_SIZE + 1 });
    // Cold, it walks from the start 500 at a time, as the hub's pages allow.
    expect(deep.requests).toBe(Math.ceil((70 * PAGE_SIZE) / 500));
    for (const n of [70, 71, 69, 80]) expect(await page(n)).toMatchObject({ ids: expected(n), requests: 1 });
    // The listing past the last repository: everything was seen, so the count is exact.
    expect(await page(84)).toMatchObject({ ids: MANY.slice(2490).map((repo) => repo.id), total: 2500 });
  });

  it("keeps each query's cursors apart", async () => {
    await page(70);
    expect(await page(2, 'repo-1')).toMatchObject({
      ids: MANY.filter((repo) => repo.id.includes('repo-1'))
        .slice(30, 60)
        .map((repo) => repo.id),
    });
    expect((await page(70, 'many/')).requests).toBeGreaterThan(1);
  });
});
