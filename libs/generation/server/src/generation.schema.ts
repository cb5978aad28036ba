import { bigint, index, integer, pgSchema, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { GenerationKind, GenerationStatus } from '@bagel/generation-contract';

/**
 * The generation domain's own PostgreSQL schema, so its tables never clash with another domain's (or the
 * other app's) when several share one database. Add tables with `generationSchema.table(…)`, then run
 * `npx drizzle-kit generate --name <change>` from this lib's folder.
 */
export const generationSchema = pgSchema('generation');

/**
 * One output in a user's gallery. A user's Idempotency-Key names at most one (unique), so a replayed request finds
 * its row instead of paying again. Amounts are hundredths of a Bagel.
 */
export const generations = generationSchema.table(
  'generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').$type<GenerationKind>().notNull(),
    prompt: text('prompt').notNull(),
    size: text('size').notNull(),
    seconds: integer('seconds'),
    status: text('status').$type<GenerationStatus>().notNull(),
    error: text('error'),
    provider: text('provider').notNull(),
    /** What the user paid; 0 once refunded. */
    chargedHundredths: bigint('charged_hundredths', { mode: 'number' }).notNull(),
    contentType: text('content_type'),
    storageKey: text('storage_key'),
    queueJobId: text('queue_job_id'),
    // Milliseconds, as JavaScript dates hold them: a gallery page's `before` cursor then names a row's moment exactly.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    unique('generations_user_key_unique').on(table.userId, table.idempotencyKey),
    index('generations_gallery_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
  ],
);

export type GenerationRow = typeof generations.$inferSelect;
