import { inArray, or, sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { users } from './api-keys.schema';

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
      if (idsOrUsernames.length === 0) return [];
      const keys = idsOrUsernames.map((idOrUsername) => ({ value: idOrUsername.toLowerCase(), isId: USER_ID.test(idOrUsername) }));
      const ids = keys.filter((key) => key.isId).map((key) => key.value);
      const usernames = keys.filter((key) => !key.isId).map((key) => key.value);
      const found = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(
          or(
            ids.length > 0 ? inArray(users.id, ids) : undefined,
            usernames.length > 0 ? inArray(sql`lower(${users.username})`, usernames) : undefined,
          ),
        );
      return keys.map(({ value, isId }) => found.find((user) => (isId ? user.id : user.username.toLowerCase()) === value));
    },
  };
}
