import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { HubFile, HubRepoType } from '@bagel/hub-contract';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { startJobQueue, type JobQueue } from '@bagel/jobs';
import { endClone } from './clone-end';
import { cloneQueue } from './clone-job';
import { findClone } from './clones.repository';
import { createClones, type Clones } from './clones.service';
import { hubMigrations } from './hub.migrations';
import { HubGatedError, type HubRepoInfo, type HubSource } from './hub-source/hub-source';
import { recordingDomainEvents } from '@bagel/ports/testing';
import { memoryLibrary } from './testing/memory-library';

const USER = '7d4f6c1e-2b9a-4c3d-8e5f-1a2b3c4d5e6f';
const REPO: HubRepoInfo = {
  id: 'tiny/model',
  sha: 'a'.repeat(40),
  title: 'model',
  name: 'model',
  author: 'tiny',
  repo_type: 'model',
  family: 'llama',
  pipeline_tag: 'text-generation',
  tags: ['llama'],
  downloads: 1,
  likes: 0,
  last_modified: null,
  gated: false,
  access: 'open',
  access_detail: null,
  license: 'mit',
  card: '# tiny',
};
const FILES: Record<string, string> = { 'README.md': '# tiny\n', 'weights/model.bin': 'x'.repeat(5000) };

/** A one-repository hub whose downloads fail while `failures` says so (with `error`, a 503 by default), counting them. */
function tinyHub(failures: { left: number; tried?: number; error?: Error }): HubSource {
  return {
    label: 'Test hub',
    search: () => Promise.resolve({ repos: [REPO], total: 1 }),
    details: (_type: HubRepoType, id: string) => Promise.resolve(id === REPO.id ? REPO : undefined),
    files: (): Promise<HubFile[]> => Promise.resolve(Object.entries(FILES).map(([path, body]) => ({ path, size: body.length, lfs: null }))),
    download(_type, _id, _revision, path) {
      failures.tried = (failures.tried ?? 0) + 1;
      if (failures.left > 0) {
        failures.left -= 1;
        return Promise.reject(failures.error ?? new Error('The hub answered 503'));
      }
      return Promise.resolve(Readable.from([FILES[path] ?? '']));
    },
  };
}

async function settled(clones: Clones) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const clone = await clones.status({ userId: USER, repoType: 'model', repoId: REPO.id });
    if (clone.status !== 'pending') return clone;
    if (Date.now() > deadline) throw new Error('still pending');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('clones', () => {
  let database: DatabaseHandle;
  let jobs: JobQueue;
  const key = { userId: USER, repoType: 'model' as const, repoId: REPO.id };

  beforeEach(async () => {
    database = await openTestDatabase([hubMigrations]);
    jobs = await startJobQueue(database.driver, { log: { error: () => undefined }, pollingIntervalSeconds: 0.5 });
  });
  afterEach(async () => {
    await jobs.stop();
    await database.close();
  });

  async function start(failures: Parameters<typeof tinyHub>[0]) {
    const { assets, library } = memoryLibrary();
    const source = tinyHub(failures);
    const recorder = await recordingDomainEvents(database.db);
    const queue = cloneQueue({
      db: database.db,
      source,
      library,
      events: recorder.events,
      log: { warn: () => undefined },
      retryDelaySeconds: 0,
    });
    await jobs.work(queue);
    return { assets, queue, recorder, clones: createClones(database.db, source, jobs, recorder.events) };
  }

  /** The clone's current run: the clone and the job copying it. */
  async function currentRun() {
    const row = await findClone(database.db, key);
    if (!row?.jobId) throw new Error('The clone has no job');
    return { id: row.id, jobId: row.jobId };
  }

  it('retries a failed attempt and ends with every file copied, telling the user once; a redelivered job tells nothing more', async () => {
    const { assets, clones, queue, recorder } = await start({ left: 1 });
    const started = await clones.clone(key);
    const done = await settled(clones);
    expect(done).toMatchObject({ status: 'success', progress: 100, files_done: 2, files_total: 2, bytes_done: 5007, detail: null });
    expect(assets.get(started.asset_id)?.files).toEqual(new Map(Object.entries(FILES)));
    const run = await currentRun();
    const finished = {
      topic: 'clone.finished',
      userId: USER,
      key: `clone:${run.id}:${run.jobId}`,
      data: { assetId: started.asset_id, repoId: REPO.id, assetType: 'model' },
    };
    expect(await recorder.committed()).toEqual([finished]);

    const signal = new AbortController().signal;
    await queue.handler({ id: run.jobId, data: { cloneId: run.id }, attempt: 2, isLastAttempt: true, signal });
    expect(recorder.published).toHaveLength(1);
    expect(await recorder.committed()).toEqual([finished]);
  });

  it("fails after the last attempt with spec §8's text, and cloning again starts over into the same asset", async () => {
    const failures = { left: 3 };
    const { assets, clones, recorder } = await start(failures);
    const started = await clones.clone(key);
    const failed = await settled(clones);
    expect(failed).toMatchObject({ status: 'failed', error: 'Error cloning the model', detail: 'The hub answered 503' });
    const first = await currentRun();

    const again = await clones.clone(key);
    // The new run's job may already be copying (it starts as the clone commits): how far it got is not asserted.
    expect(again).toMatchObject({ asset_id: started.asset_id, error: null });
    expect(['pending', 'success']).toContain(again.status);
    expect(await settled(clones)).toMatchObject({ status: 'success' });
    expect(assets.size).toBe(1);
    // Each run is told once: the failure, then the new run's success.
    const second = await currentRun();
    const data = { assetId: started.asset_id, repoId: REPO.id, assetType: 'model' };
    expect(second).toMatchObject({ id: first.id, jobId: expect.not.stringMatching(first.jobId) });
    expect(await recorder.committed()).toEqual([
      { topic: 'clone.failed', userId: USER, key: `clone:${first.id}:${first.jobId}`, data: { ...data, error: 'The hub answered 503' } },
      { topic: 'clone.finished', userId: USER, key: `clone:${second.id}:${second.jobId}`, data },
    ]);
  });

  it('fails at once when the hub refuses a gated repository, saying what to do: another attempt cannot open it', async () => {
    const refused = 'tiny/model is gated on Hugging Face, and this platform sends no Hugging Face token.';
    const failures: Parameters<typeof tinyHub>[0] = { left: 3, error: new HubGatedError(refused) };
    const { clones, recorder } = await start(failures);
    await clones.clone(key);
    expect(await settled(clones)).toMatchObject({ status: 'failed', error: 'Error cloning the model', detail: refused });
    expect(failures.tried).toBe(1);
    expect(await recorder.committed()).toMatchObject([{ topic: 'clone.failed', data: { error: refused } }]);
  });

  it('marks a pending clone failed when its job is gone (the process running its last attempt died), once for readers at once', async () => {
    const { clones, recorder } = await start({ left: 0 });
    await jobs.stop();
    await clones.clone(key);
    await database.db.execute(sql`delete from pgboss.job`);
    const read = await Promise.all([clones.status(key), clones.status(key), clones.status(key)]);
    for (const clone of read) {
      expect(clone).toMatchObject({
        status: 'failed',
        error: 'Error cloning the model',
        detail: 'The clone stopped before it finished',
      });
    }
    expect(await recorder.committed()).toMatchObject([
      { topic: 'clone.failed', userId: USER, data: { repoId: REPO.id, error: 'The clone stopped before it finished' } },
    ]);
  });

  it('ends a clone only with its notice: an outbox that fails leaves the clone pending, and the next try tells once', async () => {
    const { clones, recorder } = await start({ left: 0 });
    await jobs.stop();
    await clones.clone(key);
    const run = await currentRun();

    recorder.failNext();
    await expect(endClone(database.db, recorder.events, run, { status: 'success', detail: null })).rejects.toThrow('The outbox failed');
    expect(await findClone(database.db, key)).toMatchObject({ status: 'pending' });
    expect(await recorder.committed()).toEqual([]);

    await Promise.all([
      endClone(database.db, recorder.events, run, { status: 'success', detail: null }),
      endClone(database.db, recorder.events, run, { status: 'success', detail: null }),
    ]);
    expect(await findClone(database.db, key)).toMatchObject({ status: 'success' });
    expect(recorder.published).toHaveLength(2);
    expect(await recorder.committed()).toMatchObject([{ topic: 'clone.finished', key: `clone:${run.id}:${run.jobId}` }]);
  });
});
