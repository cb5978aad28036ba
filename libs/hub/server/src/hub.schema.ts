import { bigint, integer, pgSchema, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** The hub domain's own PostgreSQL schema, so its tables never clash with another domain's in a shared database. */
export const hubSchema = pgSchema('hub');

/**
 * A user's clone of a hub repository: one per user and repository (cloning again returns it; a failed one starts
 * again in the same row). `asset_id` is chosen when the clone is asked for, so the job that creates the asset can
 * be retried without creating a second one. Byte counts follow the hub's file sizes.
 */
export const clones = hubSchema.table(
  'clones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    repoType: text('repo_type').notNull(),
    repoId: text('repo_id').notNull(),
    /** The commit the files are copied at: the one the user saw when asking. */
    revision: text('revision').notNull(),
    assetId: uuid('asset_id').notNull(),
    status: text('status').notNull(),
    filesDone: integer('files_done').notNull().default(0),
    filesTotal: integer('files_total'),
    bytesDone: bigint('bytes_done', { mode: 'number' }).notNull().default(0),
    bytesTotal: bigint('bytes_total', { mode: 'number' }),
    detail: text('detail'),
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('clones_user_repo_key').on(table.userId, table.repoType, table.repoId)],
);

export type CloneRow = typeof clones.$inferSelect;
