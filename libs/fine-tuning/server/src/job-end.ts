import type { Database } from '@bagel/db';
import type { DomainEvent, DomainEvents } from '@bagel/ports';
import type { JobRow } from './fine-tuning.schema';
import { endJob } from './jobs.repository';

export type JobEnd = { status: 'succeeded'; chargedHundredths: number } | { status: 'failed'; error: string };

/** What the user is told of their ended job; a job ends once, so its key is the job's. */
function jobEvent(row: JobRow): DomainEvent {
  const key = `fine-tune:${row.id}`;
  const data = { modelId: row.modelId, modelName: row.payload.model_name };
  return row.status === 'succeeded'
    ? { topic: 'fine_tune.finished', userId: row.userId, key, data }
    : { topic: 'fine_tune.failed', userId: row.userId, key, data: { ...data, error: row.error ?? '' } };
}

/**
 * Ends a queued or running job and tells its user, in one transaction: the notice exists exactly when the job ended.
 * False when it had ended already (an earlier attempt, or a reader who found its queue entry gone): nothing changes
 * and nothing is told.
 */
export async function endTraining(db: Database, events: DomainEvents, jobId: string, end: JobEnd): Promise<boolean> {
  const changes =
    end.status === 'succeeded'
      ? { status: end.status, chargedHundredths: end.chargedHundredths, progress: 100, finishedAt: new Date() }
      : { status: end.status, error: end.error, chargedHundredths: 0, finishedAt: new Date() };
  return db.transaction(async (tx) => {
    const ended = await endJob(tx, jobId, changes);
    if (ended) await events.publish(tx, jobEvent(ended));
    return ended !== undefined;
  });
}
