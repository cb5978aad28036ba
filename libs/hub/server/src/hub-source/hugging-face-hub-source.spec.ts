import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeHuggingFaceHub, type FakeHuggingFaceHub } from '../testing/fake-hugging-face-hub';
import { CATALOGUE_REPOS } from './catalogue-hub-source';
import { catalogueRepo } from './catalogue/catalogue-repo';
import { HubUnavailableError } from './hub-source';
import { hubSourceContract } from './hub-source.contract';
import { createHuggingFaceHubSource } from './hugging-face-hub-source';

const TOKEN = 'hf_test_token';
const BIG = catalogueRepo({
  id: 'test/big-weights',
  type: 'model',
  family: 'llama',
  pipelineTag: 'text-generation',
  tags: ['llama'],
  downloads: 0,
  likes: 0,
  lastModified: '2025-01-01T00:00:00.000Z',
  gated: false,
  license: 'mit',
  card: 'A test repository with a 50 MB weight.',
  lfsFiles: { 'model.safetensors': 50 * 1024 * 1024 },
});

let hub: FakeHuggingFaceHub;
beforeAll(async () => {
  hub = await startFakeHuggingFaceHub({ repos: [...CATALOGUE_REPOS, BIG], token: TOKEN });
});
afterAll(() => hub.close());

const source = () => createHuggingFaceHubSource({ hubUrl: hub.url, accessToken: TOKEN });

hubSourceContract('the Hugging Face adapter', source);

it('sends the access token on every call', async () => {
  hub.requests.length = 0;
  await source().details('model', 'openai-community/gpt2');
  expect(hub.requests.length).toBeGreaterThan(0);
  expect(hub.requests.every((request) => request.authorization === `Bearer ${TOKEN}`)).toBe(true);
});

it('turns a hub error or an unreachable hub into HubUnavailableError, and a missing repository into nothing', async () => {
  hub.setFailure({ status: 503 });
  try {
    await expect(source().search({ repoType: 'model', sort: 'downloads', offset: 0, limit: 5 })).rejects.toBeInstanceOf(
      HubUnavailableError,
    );
    await expect(source().details('model', 'openai-community/gpt2')).rejects.toThrow(/503/);
  } finally {
    hub.setFailure(null);
  }
  hub.setFailure('drop');
  try {
    await expect(source().files('model', 'openai-community/gpt2', BIG.sha)).rejects.toBeInstanceOf(HubUnavailableError);
  } finally {
    hub.setFailure(null);
  }
  const closed = createHuggingFaceHubSource({ hubUrl: 'http://127.0.0.1:9' });
  await expect(closed.details('model', 'openai-community/gpt2')).rejects.toBeInstanceOf(HubUnavailableError);
});

it('streams a large weight as it arrives, and stops asking the hub for it when its signal aborts', async () => {
  let bytes = 0;
  await pipeline(
    await source().download('model', BIG.entry.id, BIG.sha, 'model.safetensors'),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  expect(bytes).toBe(50 * 1024 * 1024);

  const servedBefore = hub.lfsBytesServed();
  const controller = new AbortController();
  const body = await source().download('model', BIG.entry.id, BIG.sha, 'model.safetensors', controller.signal);
  let received = 0;
  await expect(
    pipeline(
      body,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          if (received > 1024 * 1024) controller.abort();
          done();
        },
      }),
    ),
  ).rejects.toThrow();
  expect(received).toBeLessThan(50 * 1024 * 1024);
  // Had the body been read whole before it was handed on, the hub would have sent all of it.
  expect(hub.lfsBytesServed() - servedBefore).toBeLessThan(50 * 1024 * 1024);
});
