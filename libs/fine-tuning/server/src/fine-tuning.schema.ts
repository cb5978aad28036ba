import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FineTunePayload } from '@bagel/fine-tuning-contract';

/** The fine-tuning domain's own PostgreSQL schema, so its tables never clash with another domain's. */
export const fineTuningSchema = pgSchema('fine_tuning');

/** Spec §3's saved configs: one per user and name (saving under a name again replaces it). */
export const configs = fineTuningSchema.table(
  'configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<FineTunePayload>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('configs_user_name_key').on(table.userId, table.name)],
);

/**
 * A model's training job. The model's id is derived from the user's Idempotency-Key, so a replayed creation finds
 * this row instead of starting (and paying for) a second job. Amounts are hundredths of a Bagel.
 */
export const jobs = fineTuningSchema.table('jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  modelId: uuid('model_id').notNull().unique(),
  userId: uuid('user_id').notNull(),
  status: text('status').notNull(),
  trainer: text('trainer').notNull(),
  payload: jsonb('payload').$type<FineTunePayload>().notNull(),
  datasetTokens: bigint('dataset_tokens', { mode: 'number' }).notNull(),
  /** The hours the estimate allowed: the trainer stops a job that runs past them, so it never costs more. */
  estimateHours: doublePrecision('estimate_hours').notNull(),
  estimateHundredths: bigint('estimate_hundredths', { mode: 'number' }).notNull(),
  /** What the trainer reported using, written before the estimate is settled: a retry after it only settles. */
  gpuHours: doublePrecision('gpu_hours'),
  chargedHundredths: bigint('charged_hundredths', { mode: 'number' }),
  progress: integer('progress').notNull().default(0),
  step: integer('step').notNull().default(0),
  totalSteps: integer('total_steps'),
  error: text('error'),
  queueJobId: text('queue_job_id'),
  /** What the trainer saved for another attempt to carry on the run (the pod it trains on); see TrainingResume. */
  trainerState: jsonb('trainer_state'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export type JobRow = typeof jobs.$inferSelect;

export const jobEvents = fineTuningSchema.table(
  'job_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: uuid('job_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    level: text('level').notNull(),
    message: text('message').notNull(),
  },
  (table) => [index('job_events_job_idx').on(table.jobId, table.id)],
);

/** One point per logged step; an attempt that starts the run over draws the curve again, one that carries it on adds to it. */
export const lossPoints = fineTuningSchema.table(
  'loss_points',
  {
    jobId: uuid('job_id').notNull(),
    step: integer('step').notNull(),
    epoch: doublePrecision('epoch').notNull(),
    loss: doublePrecision('loss').notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.step] })],
);
