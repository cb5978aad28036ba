import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { startJobQueue, type JobQueue } from '@bagel/jobs';
import type { AssetLibrary } from '@bagel/asset-ports';
import type { LedgerPort, RefundRequest } from '@bagel/ports';
import { createFineTunes } from './fine-tunes.service';
import { fineTuningMigrations } from './fine-tuning.migrations';
import { endTraining } from './job-end';
import { addLossPoints, findEvents, findJob, findLoss, insertJob, updateJob } from './jobs.repository';
import { recordingDomainEvents } from '@bagel/ports/testing';
import { trainingRun } from './testing/training-run';
import { createLocalSimulator } from './trainer/local-simulator';
import type { Trainer, TrainingRun } from './trainer/trainer';
import { TRAINING_QUEUE, trainingQueue, type TrainingJob } from './training-job';

const silent = { warn: () => undefined, error: () => undefined };
const ESTIMATE = 500;

/** Only refunds: the hold was charged when the job was created, which these tests skip. */
function refundingLedger() {
  const refunds: RefundRequest[] = [];
  const unused = () => Promise.reject(new Error('Training only refunds'));
  const ledger: LedgerPort = {
    balanceOf: async () => 0,
    charge: unused,
    pay: unused,
    async refund(request) {
      const replayed = refunds.some((refund) => refund.idempotencyKey === request.idempotencyKey);
      if (!replayed) refunds.push(request);
      return { transactionId: request.idempotencyKey, balance: 0, replayed };
    },
    bonus: unused,
    balancesOf: async () => new Map(),
    hasActivity: async () => refunds.length > 0,
  };
  return { ledger, refunds };
}

/** A model asset in memory: what the trainer wrote into it. */
const memoryLibrary = (): AssetLibrary => ({
  ensure: async () => undefined,
  async putFile(_id, _path, source) {
    let size = 0;
    for await (const chunk of source) size += (chunk as Buffer).length;
    return { size };
  },
  readTable: () => Promise.reject(new Error('The trainers here read no dataset')),
});

/** A trainer whose every run fails, as one whose GPU provider is gone would. */
const failingTrainer: Trainer = { label: 'Failing trainer', train: () => Promise.reject(new Error('No GPU could be rented')) };

describe('a training job tells its user how it ended', () => {
  let database: DatabaseHandle;
  let jobs: JobQueue;

  beforeEach(async () => {
    database = await openTestDatabase([fineTuningMigrations]);
    jobs = await startJobQueue(database.driver, { log: silent, pollingIntervalSeconds: 0.5 });
  });
  afterEach(async () => {
    await jobs.stop();
    await database.close();
  });

  async function setUp(trainer: Trainer) {
    const recorder = await recordingDomainEvents(database.db);
    const { ledger, refunds } = refundingLedger();
    const deps = {
      db: database.db,
      trainer,
      library: memoryLibrary(),
      ledger,
      events: recorder.events,
      onboarding: { complete: async () => undefined },
    };
    const queue = trainingQueue({ ...deps, log: silent, retryDelaySeconds: 0 });
    await jobs.work(queue);
    return { recorder, refunds, deps, queue };
  }

  /** Jobs queued from now on wait: nothing works the queue (as when every process running it died). */
  const idle = () => jobs.stop();

  /** A job as the launcher writes it: the row and its queue entry in one transaction. */
  async function queueJob() {
    const { payload } = trainingRun();
    return database.db.transaction(async (tx) => {
      const row = await insertJob(tx, {
        modelId: randomUUID(),
        userId: randomUUID(),
        trainer: 'Test',
        payload,
        datasetTokens: 10_000,
        estimateHours: 0.5,
        estimateHundredths: ESTIMATE,
      });
      if (!row) throw new Error('The job was not written');
      const queueJobId = await jobs.send<TrainingJob>(TRAINING_QUEUE, { jobId: row.id }, { tx });
      await updateJob(tx, row.id, { queueJobId });
      return { ...row, queueJobId };
    });
  }

  async function ended(id: string) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const row = await findJob(database.db, id);
      if (row?.status === 'succeeded' || row?.status === 'failed') return row;
      if (Date.now() > deadline) throw new Error(`The job is still ${row?.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('finished: told once with the model, and a redelivered job tells nothing more', async () => {
    const { recorder, queue } = await setUp(createLocalSimulator({ runSeconds: 0.2 }));
    const job = await queueJob();
    expect(await ended(job.id)).toMatchObject({ status: 'succeeded' });
    const finished = {
      topic: 'fine_tune.finished',
      userId: job.userId,
      key: `fine-tune:${job.id}`,
      data: { modelId: job.modelId, modelName: 'bagel-llama' },
    };
    expect(await recorder.committed()).toEqual([finished]);

    const signal = new AbortController().signal;
    await queue.handler({ id: job.queueJobId, data: { jobId: job.id }, attempt: 1, isLastAttempt: false, signal });
    expect(await endTraining(database.db, recorder.events, job.id, { status: 'succeeded', chargedHundredths: 1 })).toBe(false);
    expect(recorder.published).toHaveLength(1);
    expect(await recorder.committed()).toEqual([finished]);
  });

  it('failed: told once, after the last attempt, with the reason; the whole hold goes back', async () => {
    const { recorder, refunds } = await setUp(failingTrainer);
    const job = await queueJob();
    expect(await ended(job.id)).toMatchObject({ status: 'failed', error: 'No GPU could be rented' });
    expect(refunds).toMatchObject([{ userId: job.userId, amount: ESTIMATE }]);
    expect(await recorder.committed()).toEqual([
      {
        topic: 'fine_tune.failed',
        userId: job.userId,
        key: `fine-tune:${job.id}`,
        data: { modelId: job.modelId, modelName: 'bagel-llama', error: 'No GPU could be rented' },
      },
    ]);
  });

  it('failed unseen (its queue entry is gone): told once however many read it at the same time', async () => {
    const { recorder, deps } = await setUp(failingTrainer);
    const models = { describe: () => Promise.reject(new Error('No model is described here')) };
    const fineTunes = createFineTunes({ ...deps, jobs, models });
    await idle();
    const job = await queueJob();
    await database.db.execute(sql`delete from pgboss.job`);
    const read = await Promise.all([1, 2, 3].map(() => fineTunes.job(job.modelId, job.userId)));
    for (const view of read) expect(view).toMatchObject({ status: 'failed', error: 'Training stopped before it finished' });
    expect(await recorder.committed()).toMatchObject([
      { topic: 'fine_tune.failed', key: `fine-tune:${job.id}`, data: { error: 'Training stopped before it finished' } },
    ]);
  });

  /** A trainer that runs the simulator and keeps each run it was given, with what the job told it to resume. */
  function recordingTrainer(first?: Trainer['train']) {
    const runs: TrainingRun[] = [];
    const simulator = createLocalSimulator({ runSeconds: 0 });
    const trainer: Trainer = {
      label: 'Recording',
      train: (run, observer) => {
        runs.push(run);
        return runs.length === 1 && first ? first(run, observer) : simulator.train(run, observer);
      },
    };
    return { runs, trainer };
  }

  it('taken over from a process that died mid-run: carries the run on from its last step, curve and trainer state kept', async () => {
    const { runs, trainer } = recordingTrainer();
    const { queue } = await setUp(trainer);
    await idle();
    const job = await queueJob();
    // What the dead process left: the run at step 6 of 10, its curve so far, and what its trainer remembered.
    await updateJob(database.db, job.id, { status: 'running', step: 6, totalSteps: 10, trainerState: { podId: 'pod-1' } });
    await addLossPoints(database.db, job.id, [{ step: 6, epoch: 1.2, loss: 1.5 }]);

    const signal = new AbortController().signal;
    await queue.handler({ id: job.queueJobId, data: { jobId: job.id }, attempt: 1, isLastAttempt: false, signal });
    expect(runs.map((run) => run.resume)).toEqual([{ step: 6, state: { podId: 'pod-1' } }]);
    expect(await findJob(database.db, job.id)).toMatchObject({ status: 'succeeded', step: 10 });
    expect((await findLoss(database.db, job.id)).map((point) => point.step)).toEqual([6, 7, 8, 9, 10]);
    expect((await findEvents(database.db, job.id)).map((event) => event.message)).toContain('Attempt 2: training carries on from step 6');
  });

  it('after a failed attempt: the next starts the run over, forgetting the failed run’s progress and state', async () => {
    const { runs, trainer } = recordingTrainer(async (_run, observer) => {
      await observer.progress({ step: 4, totalSteps: 10 });
      await observer.remember({ podId: 'pod-1' });
      throw new Error('CUDA out of memory');
    });
    await setUp(trainer);
    const job = await queueJob();
    expect(await ended(job.id)).toMatchObject({ status: 'succeeded', trainerState: null });
    expect(runs.map((run) => run.resume)).toEqual([null, null]);
    const messages = (await findEvents(database.db, job.id)).map((event) => event.message);
    expect(messages).toContain('Attempt 1 failed: CUDA out of memory');
    expect(messages).toContain('Attempt 2: training starts over');
  });

  it('ends a job only with its notice: an outbox that fails leaves the job as it was', async () => {
    const { recorder } = await setUp(failingTrainer);
    await idle();
    const job = await queueJob();
    recorder.failNext();
    await expect(endTraining(database.db, recorder.events, job.id, { status: 'succeeded', chargedHundredths: 100 })).rejects.toThrow(
      'The outbox failed',
    );
    expect(await findJob(database.db, job.id)).toMatchObject({ status: 'queued', chargedHundredths: null, finishedAt: null });
    expect(await recorder.committed()).toEqual([]);

    expect(await endTraining(database.db, recorder.events, job.id, { status: 'succeeded', chargedHundredths: 100 })).toBe(true);
    expect(await findJob(database.db, job.id)).toMatchObject({ status: 'succeeded', chargedHundredths: 100, progress: 100 });
    expect(await recorder.committed()).toMatchObject([{ topic: 'fine_tune.finished', key: `fine-tune:${job.id}` }]);
  });
});
