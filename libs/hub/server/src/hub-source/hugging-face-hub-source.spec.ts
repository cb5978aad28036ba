import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHuggingFaceHub, type FakeHuggingFaceHub } from '../testing/fake-hugging-face-hub';
import { lfsFile, textFile } from './catalogue/catalogue-entry';
import { catalogueRepo } from './catalogue/catalogue-repo';
import { HubUnavailableError, type HubSource } from './hub-source';
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
const TINY = catalogueRepo({
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
});

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
      limit: '16',
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
