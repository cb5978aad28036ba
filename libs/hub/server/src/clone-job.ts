import { Transform, pipeline, type Readable } from 'node:stream';
import type { HubRepoType } from '@bagel/hub-contract';
import type { Database } from '@bagel/db';
import type { QueueDefinition, RunningJob } from '@bagel/jobs';
import type { AssetLibrary } from '@bagel/asset-ports';
import type { DomainEvents } from '@bagel/ports';
import { cloneAsset } from './clone-asset';
import { endClone } from './clone-end';
import { findCloneById, updatePendingClone } from './clones.repository';
import { HubGatedError, type HubSource } from './hub-source/hub-source';
import type { CloneRow } from './hub.schema';

export const CLONE_QUEUE = 'hub.clone';

/** The hub's own limit on one file (Git LFS on the Hugging Face Hub takes files up to 50 GB). */
export const MAX_HUB_FILE_BYTES = 50 * 1024 ** 3;

/** How often a copy in progress writes how far it got: often enough for a progress bar, rarely enough for the database. */
const PROGRESS_INTERVAL_MS = 1000;

export interface CloneJob {
  cloneId: string;
}

interface CloneJobDependencies {
  db: Database;
  source: HubSource;
  library: AssetLibrary;
  /** Where a clone's end is told to its user. */
  events: DomainEvents;
  log: { warn(object: object, message: string): void };
  /** Seconds between attempts (a hub that is briefly down gets time to come back). */
  retryDelaySeconds?: number;
}

/**
 * Copies a repository's files into the clone's asset, one after another, streaming each from the hub into storage.
 * An attempt starts over (each file replaces itself), so a retried job or one taken over from a process that died
 * ends with the same asset. Only the last attempt's failure is final and shown to the user, or the first one when the
 * hub refuses a gated repository's files.
 */
export function cloneQueue({ db, source, library, events, log, retryDelaySeconds = 10 }: CloneJobDependencies): QueueDefinition<CloneJob> {
  async function copy(clone: CloneRow & { jobId: string }, signal: AbortSignal) {
    const repoType = clone.repoType as HubRepoType;
    const repo = await source.details(repoType, clone.repoId);
    if (!repo) throw new Error(`${clone.repoId} is no longer on the hub`);
    if (repo.access === 'refused') throw new HubGatedError(repo.access_detail);
    await library.ensure(clone.assetId, cloneAsset(repo, clone.userId));
    const files = await source.files(repoType, clone.repoId, clone.revision);
    const bytesTotal = files.reduce((sum, file) => sum + file.size, 0);
    await updatePendingClone(db, clone.id, { filesDone: 0, filesTotal: files.length, bytesDone: 0, bytesTotal, detail: null });
    let bytesBefore = 0;
    for (const [index, file] of files.entries()) {
      const body = await source.download(repoType, clone.repoId, clone.revision, file.path, signal);
      const counted = countProgress(body, (bytes) =>
        updatePendingClone(db, clone.id, { bytesDone: bytesBefore + Math.min(bytes, file.size) }),
      );
      await library.putFile(clone.assetId, file.path, counted, { contentType: null, maxBytes: MAX_HUB_FILE_BYTES });
      // The listed size counts, not the bytes read: the offline catalogue streams a weight's LFS pointer instead.
      bytesBefore += file.size;
      await updatePendingClone(db, clone.id, { filesDone: index + 1, bytesDone: bytesBefore });
    }
    await endClone(db, events, clone, { status: 'success', detail: null });
  }

  return {
    name: CLONE_QUEUE,
    retryLimit: 2,
    retryDelaySeconds,
    expireInSeconds: 6 * 60 * 60,
    concurrency: 2,
    async handler(job: RunningJob<CloneJob>) {
      const clone = await findCloneById(db, job.data.cloneId);
      // Started again since this job was sent, or already settled by an earlier attempt.
      if (clone?.status !== 'pending' || clone.jobId !== job.id) return;
      const run = { ...clone, jobId: job.id };
      try {
        await copy(run, job.signal);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ err: error, cloneId: clone.id, attempt: job.attempt }, 'A hub clone attempt failed');
        // A stopping process hands the job on; that is no failure of the clone.
        if (job.signal.aborted) throw error;
        // No other attempt can open a gated repository: someone has to be granted access first, which the reason says.
        if (error instanceof HubGatedError) return endClone(db, events, run, { status: 'failed', detail: reason });
        if (job.isLastAttempt) await endClone(db, events, run, { status: 'failed', detail: reason });
        else await updatePendingClone(db, clone.id, { detail: `Retrying: ${reason}` });
        throw error;
      }
    },
  };
}

/** Passes a stream through, reporting the bytes seen so far at most once per {@link PROGRESS_INTERVAL_MS}. */
function countProgress(source: Readable, report: (bytes: number) => Promise<void>): Readable {
  let bytes = 0;
  let reportedAt = Date.now();
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (Date.now() - reportedAt < PROGRESS_INTERVAL_MS) return done(null, chunk);
      reportedAt = Date.now();
      report(bytes).then(
        () => done(null, chunk),
        (error: unknown) => done(error as Error),
      );
    },
  });
  pipeline(source, counter, () => undefined);
  return counter;
}
