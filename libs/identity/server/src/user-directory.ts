import { inArray, or, sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { users } from './identity.schema';

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface FoundUser {
  id: string;
  username: string;
}

/**
 * Read-only lookups of provisioned users for other domains (the wallet's senders and recipients):
 * each by id, or by username case-insensitively. A username can never look like a UUID, so the two
 * never collide. Several at once are one query, since a transfer needs both its sides.
 */
export function createUserDirectory(db: Database) {
  return {
    /** In the order asked; undefined where nobody matches. */
    async findUsers(idsOrUsernames: readonly string[]): Promise<Array<FoundUser | undefined>> {
      const keys = idsOrUsernames.map((idOrUsername) => idOrUsername.toLowerCase());
      const ids = keys.filter((key) => USER_ID.test(key));
      const usernames = keys.filter((key) => !USER_ID.test(key));
      if (keys.length === 0) return [];
      const found = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(
          or(
            ids.length > 0 ? inArray(users.id, ids) : undefined,
            usernames.length > 0 ? inArray(sql`lower(${users.username})`, usernames) : undefined,
          ),
        );
      return keys.map((key) => found.find((user) => (USER_ID.test(key) ? user.id === key : user.username.toLowerCase() === key)));
    },
  };
}
