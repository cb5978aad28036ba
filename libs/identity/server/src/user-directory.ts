import { eq, sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { users } from './identity.schema';

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Read-only lookups of provisioned users for other domains (the wallet's recipients): by id, or by
 * username case-insensitively. A username can never look like a UUID, so the two never collide.
 */
export function createUserDirectory(db: Database) {
  return {
    async findUser(idOrUsername: string): Promise<{ id: string; username: string } | undefined> {
      const where = USER_ID.test(idOrUsername)
        ? eq(users.id, idOrUsername.toLowerCase())
        : sql`lower(${users.username}) = lower(${idOrUsername})`;
      const [user] = await db.select({ id: users.id, username: users.username }).from(users).where(where);
      return user;
    },
  };
}
