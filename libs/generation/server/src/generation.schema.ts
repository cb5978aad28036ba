import { pgSchema } from 'drizzle-orm/pg-core';

/**
 * The generation domain's own PostgreSQL schema, so its tables never clash with another domain's (or the
 * other app's) when several share one database. Add tables with `generationSchema.table(…)`, then run
 * `npx drizzle-kit generate --name <change>` from this lib's folder.
 */
export const generationSchema = pgSchema('generation');
