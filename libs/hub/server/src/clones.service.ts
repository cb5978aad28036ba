import { randomUUID } from 'node:crypto';
import type { HubClone } from '@bagel/hub-contract';
import type { Database } from '@bagel/db';
import type { JobQueue } from '@bagel/jobs';
import type { DomainEvents } from '@bagel/ports';
import { HttpError } from '@bagel/server-kit';
import { endClone } from './clone-end';
import { CLONE_QUEUE, type CloneJob } from './clone-job';
import { cloneView } from './clone-view';
import { findClone, startClone, updatePendingClone, type CloneKey } from './clones.repository';
import { REPO_NOT_FOUND, fromHub } from './hub-errors';
import type { HubSource } from './hub-source/hub-source';

export const NO_CLONE = 'You have not cloned this repository';

/** What a pending clone whose job the queue gave up on (or lost) says: the job's own failure was never recorded. */
const JOB_LOST = 'The clone stopped before it finished';

/** Spec §4's hub cloning: starting a clone (once per user and repository) and reading how it goes. */
export function createClones(db: Database, source: HubSource, jobs: JobQueue, events: DomainEvents) {
  /**
   * A pending clone whose job is no longer queued or running failed without saying so (its process was killed on
   * the last attempt); it is marked failed (and its user told), so the user can start it again.
   */
  async function settled(key: CloneKey) {
    const row = await findClone(db, key);
    if (row?.status !== 'pending' || !row.jobId) return row;
    const state = await jobs.stateOf(CLONE_QUEUE, row.jobId);
    if (state === 'failed' || state === 'cancelled' || state === undefined) {
      await endClone(db, events, { id: row.id, jobId: row.jobId }, { status: 'failed', detail: row.detail ?? JOB_LOST });
      return findClone(db, key);
    }
    return row;
  }

  return {
    async ofUser(key: CloneKey): Promise<HubClone | null> {
      const row = await settled(key);
      return row ? cloneView(row) : null;
    },

    async status(key: CloneKey): Promise<HubClone> {
      const row = await settled(key);
      if (!row) throw new HttpError(404, NO_CLONE, 'repo_id');
      return cloneView(row);
    },

    /** Starts a clone, or answers the user's clone of the repository when one is pending or done. */
    async clone(key: CloneKey): Promise<HubClone> {
      const existing = await settled(key);
      if (existing && existing.status !== 'failed') return cloneView(existing);
      const repo = await fromHub(source.details(key.repoType, key.repoId));
      if (!repo) throw new HttpError(404, REPO_NOT_FOUND, 'repo_id');
      // A copy the hub would refuse file by file is not started: the user is told at once what must happen first.
      if (repo.access === 'refused') throw new HttpError(403, repo.access_detail, 'repo_id');
      await db.transaction(async (tx) => {
        const row = await startClone(tx, key, repo.sha, existing?.assetId ?? randomUUID());
        // Undefined: another request started it a moment ago, and that clone is the answer.
        if (!row) return;
        // In the same transaction: the clone is pending exactly when its job exists.
        const jobId = await jobs.send<CloneJob>(CLONE_QUEUE, { cloneId: row.id }, { tx });
        await updatePendingClone(tx, row.id, { jobId });
      });
      const row = await findClone(db, key);
      if (!row) throw new Error(`The clone of ${key.repoId} vanished right after it started`);
      return cloneView(row);
    },
  };
}

export type Clones = ReturnType<typeof createClones>;
