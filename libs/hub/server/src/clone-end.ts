import type { HubRepoType } from '@bagel/hub-contract';
import type { Database } from '@bagel/db';
import type { DomainEvent, DomainEvents } from '@bagel/ports';
import { endPendingClone } from './clones.repository';
import type { CloneRow } from './hub.schema';

export type CloneEnd = { status: 'success'; detail: null } | { status: 'failed'; detail: string };

/** What the user is told of a clone's run that ended. */
function cloneEvent(row: CloneRow, key: string): DomainEvent {
  const data = { assetId: row.assetId, repoId: row.repoId, assetType: row.repoType as HubRepoType };
  return row.status === 'success'
    ? { topic: 'clone.finished', userId: row.userId, key, data }
    : { topic: 'clone.failed', userId: row.userId, key, data: { ...data, error: row.detail ?? '' } };
}

/**
 * Ends the run of a pending clone that job `jobId` copies, and tells its user, in one transaction: the notice exists
 * exactly when the run ended. A run that had ended already (by an earlier attempt or a reader who found its job gone) is
 * left as it is and told nothing more. The key names the run: a retried attempt keeps its job, cloning again after a
 * failure gets a new one, so each run is told once.
 */
export async function endClone(db: Database, events: DomainEvents, clone: { id: string; jobId: string }, end: CloneEnd): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await endPendingClone(tx, clone.id, clone.jobId, end);
    if (ended) await events.publish(tx, cloneEvent(ended, `clone:${clone.id}:${clone.jobId}`));
  });
}
