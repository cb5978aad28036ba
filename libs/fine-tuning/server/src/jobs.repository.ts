import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { jobEvents, jobs, lossPoints, type JobRow } from './fine-tuning.schema';
import type { LossPoint, TrainingEventLevel } from './trainer/trainer';

export type NewJob = Pick<JobRow, 'modelId' | 'userId' | 'trainer' | 'payload' | 'datasetTokens' | 'estimateHours' | 'estimateHundredths'>;

/** Inserts the model's job, or nothing when it has one: a replayed creation. Undefined then. */
export async function insertJob(db: Database, job: NewJob): Promise<JobRow | undefined> {
  const [row] = await db
    .insert(jobs)
    .values({ ...job, status: 'queued' })
    .onConflictDoNothing({ target: jobs.modelId })
    .returning();
  return row;
}

export async function findJobByModel(db: Database, modelId: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.modelId, modelId));
  return row;
}

export async function findJob(db: Database, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

export async function updateJob(db: Database, id: string, changes: Partial<Omit<JobRow, 'id'>>): Promise<void> {
  await db.update(jobs).set(changes).where(eq(jobs.id, id));
}

/** Ends a job that is queued or running; undefined when it had ended already (a job ends once). */
export async function endJob(
  db: Database,
  id: string,
  end: Pick<JobRow, 'status' | 'chargedHundredths' | 'finishedAt'> & Partial<Pick<JobRow, 'progress' | 'error'>>,
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set(end)
    .where(and(eq(jobs.id, id), inArray(jobs.status, ['queued', 'running'])))
    .returning();
  return row;
}

/** An attempt that starts the run draws its curve from the start, and nothing of an earlier run is carried on. */
export async function restartJob(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(lossPoints).where(eq(lossPoints.jobId, id));
    await tx
      .update(jobs)
      .set({
        status: 'running',
        progress: 0,
        step: 0,
        totalSteps: null,
        trainerState: null,
        startedAt: sql`coalesce(${jobs.startedAt}, now())`,
      })
      .where(eq(jobs.id, id));
  });
}

export async function addEvent(db: Database, jobId: string, level: TrainingEventLevel, message: string): Promise<void> {
  await db.insert(jobEvents).values({ jobId, level, message });
}

export async function addLossPoints(db: Database, jobId: string, points: readonly LossPoint[]): Promise<void> {
  if (points.length === 0) return;
  await db
    .insert(lossPoints)
    .values(points.map((point) => ({ jobId, ...point })))
    .onConflictDoNothing();
}

export async function findEvents(db: Database, jobId: string) {
  return db.select().from(jobEvents).where(eq(jobEvents.jobId, jobId)).orderBy(asc(jobEvents.id));
}

export async function findLoss(db: Database, jobId: string) {
  return db.select().from(lossPoints).where(eq(lossPoints.jobId, jobId)).orderBy(asc(lossPoints.step));
}
