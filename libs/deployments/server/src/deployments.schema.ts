import { pgSchema } from 'drizzle-orm/pg-core';

/**
 * The deployments domain's own PostgreSQL schema, so its tables never clash with another domain's (or the
 * other app's) when several share one database. Add tables with `deploymentsSchema.table(…)`, then run
 * `npx drizzle-kit generate --name <change>` from this lib's folder.
 */
export const deploymentsSchema = pgSchema('deployments');
