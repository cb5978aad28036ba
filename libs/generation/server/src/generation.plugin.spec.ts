import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSUFFICIENT_BALANCE_CODE, buildPath, type RouteResponse } from '@bagel/contract';
import {
  createGeneration,
  deleteGeneration,
  getGeneration,
  getGenerationFile,
  listGenerations,
  type Generation,
} from '@bagel/generation-contract';
import { getTransactions } from '@bagel/transactions-contract';
import type { TestUser } from '@bagel/server-kit/testing';
import { sql } from 'drizzle-orm';
import { createReplicateGenerator } from './generator/replicate/replicate-generator';
import { readGif, readPng, startFakeReplicate, startGenerationTestApp, type FakeReplicate, type GenerationTestApp } from './testing';

let api: GenerationTestApp;
beforeAll(async () => {
  api = await startGenerationTestApp();
});
afterAll(() => api.close());

const imageBody = (user: TestUser, fields: Record<string, unknown> = {}) => ({
  kind: 'image',
  user_id: user.id,
  prompt: 'A sesame bagel on a blue plate',
  size: '512x512',
  ...fields,
});

const generate = (on: GenerationTestApp, user: TestUser, body: Record<string, unknown>, key: string | undefined) =>
  on.call(
    { method: 'POST', url: createGeneration.path, payload: body, headers: key === undefined ? {} : { 'idempotency-key': key } },
    user.apiKey,
  );

async function created(on: GenerationTestApp, user: TestUser, body: Record<string, unknown>, key: string): Promise<Generation> {
  const reply = await generate(on, user, body, key);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<Generation>();
}

const one = (on: GenerationTestApp, user: TestUser, id: string) =>
  on.call({ url: buildPath(getGeneration.path, { generationId: id }) }, user.apiKey);
const fileOf = (on: GenerationTestApp, user: TestUser, id: string) =>
  on.call({ url: buildPath(getGenerationFile.path, { generationId: id }) }, user.apiKey);

async function finished(on: GenerationTestApp, user: TestUser, id: string): Promise<Generation> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const reply = await one(on, user, id);
    expect(reply.statusCode, reply.body).toBe(200);
    const generation = reply.json<Generation>();
    if (generation.status !== 'pending') return generation;
    if (Date.now() > deadline) throw new Error(`Still pending: ${reply.body}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function historyOf(on: GenerationTestApp, user: TestUser) {
  const reply = await on.call({ url: buildPath(getTransactions.path, { userId: user.id }) }, user.apiKey);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<RouteResponse<typeof getTransactions>>();
}

async function galleryOf(on: GenerationTestApp, user: TestUser, query = '') {
  const reply = await on.call({ url: `${buildPath(listGenerations.path, { userId: user.id })}${query}` }, user.apiKey);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<RouteResponse<typeof listGenerations>>();
}

describe('generating an image on the local generator', () => {
  it('charges 2 BGL as image_generation, makes a PNG of the asked size and keeps it in the gallery', async () => {
    const alice = await api.fundedUser(100);
    const pending = await created(api, alice, imageBody(alice, { size: '1024x768' }), 'alice-image-1');
    expect(pending).toMatchObject({
      user_id: alice.id,
      kind: 'image',
      prompt: 'A sesame bagel on a blue plate',
      size: '1024x768',
      seconds: null,
      status: 'pending',
      provider: 'Local generator',
      cost: 2,
      error: null,
    });
    expect(await api.balanceOf(alice)).toBe(98);

    const done = await finished(api, alice, pending.generation_id);
    expect(done).toMatchObject({ status: 'succeeded', content_type: 'image/png', cost: 2 });
    expect(done.finished_at).not.toBeNull();

    const file = await fileOf(api, alice, pending.generation_id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(readPng(file.rawPayload)).toMatchObject({ width: 1024, height: 768, chunks: ['IHDR', 'IDAT', 'IEND'] });

    const history = await historyOf(api, alice);
    const charge = history.transactions.find((transaction) => transaction.category === 'image_generation');
    expect(charge).toMatchObject({ amount: 2, description: 'Image generation: A sesame bagel on a blue plate' });
    expect(history.summary.total_cost_image_generations).toBe(2);

    const gallery = await galleryOf(api, alice);
    expect(gallery).toEqual({ generations: [done], has_more: false });
  });

  it('makes a looping GIF of 8 frames a second as a video, charged 10 BGL as video_generation', async () => {
    const bob = await api.fundedUser(100);
    const body = { kind: 'video', user_id: bob.id, prompt: 'A bagel rolling down a hill', seconds: 2 };
    const pending = await created(api, bob, body, 'bob-video-1');
    expect(pending).toMatchObject({ kind: 'video', seconds: 2, size: '256x256', cost: 10 });
    expect(await finished(api, bob, pending.generation_id)).toMatchObject({ status: 'succeeded', content_type: 'image/gif' });
    const file = await fileOf(api, bob, pending.generation_id);
    expect(file.headers['content-type']).toBe('image/gif');
    const gif = readGif(file.rawPayload);
    expect(gif).toMatchObject({ width: 256, height: 256, loops: 0 });
    expect(gif.frames).toHaveLength(16);
    expect((await historyOf(api, bob)).summary.total_cost_video_generations).toBe(10);
    expect(await api.balanceOf(bob)).toBe(90);
    // The gallery filters by kind, newest first.
    const image = await created(api, bob, imageBody(bob), 'bob-image-1');
    expect((await galleryOf(api, bob)).generations.map((generation) => generation.generation_id)).toEqual([
      image.generation_id,
      pending.generation_id,
    ]);
    expect((await galleryOf(api, bob, '?kind=video')).generations.map((generation) => generation.kind)).toEqual(['video']);
    await finished(api, bob, image.generation_id);
  });

  it('answers a replayed key with the first generation and charges once; another body under the key is a 409', async () => {
    const carol = await api.fundedUser(100);
    const first = await created(api, carol, imageBody(carol), 'carol-1');
    const replay = await created(api, carol, imageBody(carol), 'carol-1');
    expect(replay.generation_id).toBe(first.generation_id);
    expect(await api.balanceOf(carol)).toBe(98);

    const otherPrompt = await generate(api, carol, imageBody(carol, { prompt: 'Something else' }), 'carol-1');
    expect(otherPrompt.statusCode).toBe(409);
    expect(otherPrompt.json()).toMatchObject({
      detail: 'This Idempotency-Key was already used for another generation',
      field: 'Idempotency-Key',
    });
    const otherKind = await generate(api, carol, { kind: 'video', user_id: carol.id, prompt: 'A sesame bagel on a blue plate' }, 'carol-1');
    expect(otherKind.statusCode).toBe(409);
    expect(await api.balanceOf(carol)).toBe(98);
    expect((await historyOf(api, carol)).transactions.filter((transaction) => transaction.category === 'image_generation')).toHaveLength(1);

    // Concurrent replays of a new key: one generation, one charge.
    const replies = await Promise.all([1, 2, 3].map(() => generate(api, carol, imageBody(carol, { prompt: 'Twice' }), 'carol-2')));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.json<Generation>().generation_id)).size).toBe(1);
    expect(await api.balanceOf(carol)).toBe(96);
    await finished(api, carol, first.generation_id);
    await finished(api, carol, replies[0]?.json<Generation>().generation_id ?? '');
  });

  it("refuses with 422 'Insufficient balance' when the balance cannot pay, writing nothing", async () => {
    const dave = await api.fundedUser(9);
    const refused = await generate(api, dave, { kind: 'video', user_id: dave.id, prompt: 'Too dear', seconds: 2 }, 'dave-1');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ detail: 'Insufficient balance', code: INSUFFICIENT_BALANCE_CODE });
    expect(await api.balanceOf(dave)).toBe(9);
    expect(await galleryOf(api, dave)).toEqual({ generations: [], has_more: false });
    expect((await historyOf(api, dave)).transactions.map((transaction) => transaction.category)).toEqual([null]);
  });

  it("answers 404 for another user's generation, everywhere, and 403 for their gallery", async () => {
    const erin = await api.fundedUser(100);
    const frank = await api.fundedUser(100);
    const mine = await created(api, erin, imageBody(erin), 'erin-1');
    await finished(api, erin, mine.generation_id);
    const id = { generationId: mine.generation_id };
    for (const reply of [
      await one(api, frank, mine.generation_id),
      await fileOf(api, frank, mine.generation_id),
      await api.call({ method: 'DELETE', url: buildPath(deleteGeneration.path, id) }, frank.apiKey),
    ]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ error: 'Not Found', detail: 'Generation not found', field: 'generationId' });
    }
    expect((await api.call({ url: buildPath(listGenerations.path, { userId: erin.id }) }, frank.apiKey)).statusCode).toBe(403);
    // A key on someone else's behalf cannot generate for them.
    expect((await generate(api, frank, imageBody(erin), 'frank-1')).statusCode).toBe(403);
    expect((await one(api, erin, mine.generation_id)).statusCode).toBe(200);
  });

  it('deletes an output and its file; the charge stays', async () => {
    const gina = await api.fundedUser(100);
    const mine = await created(api, gina, imageBody(gina), 'gina-1');
    await finished(api, gina, mine.generation_id);
    const stored = join(api.filesDir, 'objects', 'generations', gina.id, mine.generation_id);
    expect(existsSync(stored)).toBe(true);
    const url = buildPath(deleteGeneration.path, { generationId: mine.generation_id });
    const deleted = await api.call({ method: 'DELETE', url }, gina.apiKey);
    expect(deleted.json()).toEqual({ deleted: true });
    expect(existsSync(stored)).toBe(false);
    expect((await one(api, gina, mine.generation_id)).statusCode).toBe(404);
    expect((await fileOf(api, gina, mine.generation_id)).statusCode).toBe(404);
    expect((await api.call({ method: 'DELETE', url }, gina.apiKey)).statusCode).toBe(404);
    expect(await galleryOf(api, gina)).toEqual({ generations: [], has_more: false });
    expect(await api.balanceOf(gina)).toBe(98);
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const hana = await api.fundedUser(100);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      // valibot's own words for a key a variant's option misses; they name it.
      [imageBody(hana, { prompt: undefined }), 'prompt', 'prompt: Invalid key: Expected "prompt" but received undefined'],
      [imageBody(hana, { prompt: '   ' }), 'prompt', 'Prompt is required'],
      [imageBody(hana, { prompt: 'x'.repeat(1001) }), 'prompt', 'Prompt must be at most 1000 characters'],
      [imageBody(hana, { size: '100x100' }), 'size', 'size must be one of 512x512, 768x768, 1024x1024, 1024x768, 768x1024'],
      [{ kind: 'video', user_id: hana.id, prompt: 'p', seconds: 5 }, 'seconds', 'seconds must be one of 2, 4, 6'],
      [imageBody(hana, { kind: 'audio' }), 'kind', 'kind must be image or video'],
    ];
    for (const [body, field, detail] of cases) {
      const reply = await generate(api, hana, body, `hana-${field}-${detail.length}`);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json()).toMatchObject({ field, detail });
    }
    const noKey = await generate(api, hana, imageBody(hana), undefined);
    expect(noKey.json()).toMatchObject({ field: 'Idempotency-Key' });
    const badId = await api.call({ url: buildPath(getGeneration.path, { generationId: 'not-a-uuid' }) }, hana.apiKey);
    expect(badId.json()).toMatchObject({ field: 'generationId', detail: 'Generation id must be a UUID' });
    const badCursor = await api.call({ url: `${buildPath(listGenerations.path, { userId: hana.id })}?before=yesterday` }, hana.apiKey);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json()).toMatchObject({ field: 'before' });
    expect(await api.balanceOf(hana)).toBe(100);
    expect(await galleryOf(api, hana)).toEqual({ generations: [], has_more: false });
  });
});

describe('generating on Replicate (a local fake of its API)', () => {
  const TOKEN = 'r8_api_test';
  let fake: FakeReplicate;
  let slowFake: FakeReplicate;
  let replicateApi: GenerationTestApp;
  let slowApi: GenerationTestApp;
  beforeAll(async () => {
    fake = await startFakeReplicate({ apiToken: TOKEN });
    slowFake = await startFakeReplicate({ apiToken: TOKEN, pollsToFinish: 1_000_000 });
    replicateApi = await startGenerationTestApp(createReplicateGenerator({ apiToken: TOKEN, apiUrl: fake.url }));
    slowApi = await startGenerationTestApp(createReplicateGenerator({ apiToken: TOKEN, apiUrl: slowFake.url, pollIntervalMs: 50 }));
  });
  afterAll(async () => {
    await replicateApi.close();
    await slowApi.close();
    await fake.close();
    await slowFake.close();
  });

  it("keeps the provider's video and serves it with its type", async () => {
    const ivan = await replicateApi.fundedUser(100);
    const pending = await created(replicateApi, ivan, { kind: 'video', user_id: ivan.id, prompt: 'Bagels at dawn', seconds: 6 }, 'ivan-1');
    expect(pending).toMatchObject({ provider: 'Replicate', size: '480x480' });
    expect(await finished(replicateApi, ivan, pending.generation_id)).toMatchObject({ status: 'succeeded', content_type: 'video/mp4' });
    const file = await fileOf(replicateApi, ivan, pending.generation_id);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.rawPayload.equals(fake.outputOf('bytedance/seedance-1-lite'))).toBe(true);
  });

  it("refunds the charge in its category when the provider fails, and shows the provider's reason", async () => {
    const jane = await replicateApi.fundedUser(100);
    fake.setPredictionError('NSFW content detected. Try a different prompt.');
    try {
      const pending = await created(replicateApi, jane, imageBody(jane), 'jane-1');
      expect(await replicateApi.balanceOf(jane)).toBe(98);
      const failed = await finished(replicateApi, jane, pending.generation_id);
      expect(failed).toMatchObject({
        status: 'failed',
        error: 'Replicate could not make it: NSFW content detected. Try a different prompt.',
        cost: 0,
        content_type: null,
      });
      expect(await replicateApi.balanceOf(jane)).toBe(100);
      const history = await historyOf(replicateApi, jane);
      expect(
        history.transactions
          .filter((transaction) => transaction.category === 'image_generation')
          .map((transaction) => [transaction.transaction_type, transaction.amount]),
      ).toEqual([
        ['refund', 2],
        ['payment', 2],
      ]);
      expect(history.summary.total_cost_image_generations).toBe(0);
      const file = await fileOf(replicateApi, jane, pending.generation_id);
      expect(file.statusCode).toBe(409);
      expect(file.json()).toMatchObject({ detail: 'This generation failed, so it has no file' });
    } finally {
      fake.setPredictionError(null);
    }
  });

  it('fails and refunds at once a prediction Replicate aborted before it started', async () => {
    const lea = await replicateApi.fundedUser(100);
    fake.setAbortBeforeStart(true);
    fake.requests.length = 0;
    try {
      const pending = await created(replicateApi, lea, imageBody(lea), 'lea-1');
      expect(await finished(replicateApi, lea, pending.generation_id)).toMatchObject({
        status: 'failed',
        error: 'Replicate could not start it in time (no machine was free); try again later',
        cost: 0,
      });
      expect(await replicateApi.balanceOf(lea)).toBe(100);
      // One attempt: the job does not wait on the same busy model again.
      expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    } finally {
      fake.setAbortBeforeStart(false);
    }
  });

  it('answers 409 for the file while the output is being made; deleting it then keeps the charge', async () => {
    const kim = await slowApi.fundedUser(100);
    const pending = await created(slowApi, kim, imageBody(kim), 'kim-1');
    const file = await fileOf(slowApi, kim, pending.generation_id);
    expect(file.statusCode).toBe(409);
    expect(file.json()).toMatchObject({ detail: 'This generation is not ready yet', field: 'generationId' });
    expect((await galleryOf(slowApi, kim)).generations.map((generation) => generation.status)).toEqual(['pending']);
    const url = buildPath(deleteGeneration.path, { generationId: pending.generation_id });
    expect((await slowApi.call({ method: 'DELETE', url }, kim.apiKey)).json()).toEqual({ deleted: true });
    expect(await galleryOf(slowApi, kim)).toEqual({ generations: [], has_more: false });
    expect(await slowApi.balanceOf(kim)).toBe(98);
  });

  it('fails and refunds a pending output whose queue entry is gone (its process died on the last attempt)', async () => {
    const lena = await slowApi.fundedUser(100);
    const pending = await created(slowApi, lena, imageBody(lena), 'lena-1');
    await slowApi.database.db.execute(
      sql`update generation.generations set queue_job_id = ${'00000000-0000-4000-8000-000000000000'} where id = ${pending.generation_id}`,
    );
    expect((await one(slowApi, lena, pending.generation_id)).json()).toMatchObject({
      status: 'failed',
      error: 'The generation stopped before it finished',
      cost: 0,
    });
    expect(await slowApi.balanceOf(lena)).toBe(100);
  });

  it('refunds, when read, a failed output its process stopped before refunding; once', async () => {
    const mia = await slowApi.fundedUser(100);
    const pending = await created(slowApi, mia, imageBody(mia), 'mia-1');
    await slowApi.database.db.execute(
      sql`update generation.generations set status = 'failed', error = 'Replicate failed (HTTP 500)' where id = ${pending.generation_id}`,
    );
    expect(await slowApi.balanceOf(mia)).toBe(98);
    expect((await galleryOf(slowApi, mia)).generations[0]).toMatchObject({ status: 'failed', cost: 0 });
    expect((await one(slowApi, mia, pending.generation_id)).json()).toMatchObject({ cost: 0 });
    expect(await slowApi.balanceOf(mia)).toBe(100);
  });
});
