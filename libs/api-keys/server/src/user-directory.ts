import { inArray, or, sql } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import type { DirectoryUser, UserDirectory, WaitlistSwitch } from '@bagel/ports';
import { users } from './api-keys.schema';

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Read-only lookups of provisioned users for other domains (the wallet's senders and recipients):
 * each by id, or by username case-insensitively. A username can never look like a UUID, so the two
 * never collide. Several at once are one query, since a transfer needs both its sides; the waitlist
 * setting is read only when one of them has the role waitlist.
 */
export function createUserDirectory(db: Database, waitlist: WaitlistSwitch): UserDirectory {
  return {
    async findUsers(idsOrUsernames) {
      if (idsOrUsernames.length === 0) return [];
      const keys = idsOrUsernames.map((idOrUsername) => ({ value: idOrUsername.toLowerCase(), isId: USER_ID.test(idOrUsername) }));
      const ids = keys.filter((key) => key.isId).map((key) => key.value);
      const usernames = keys.filter((key) => !key.isId).map((key) => key.value);
      const found = await db
        .select({ id: users.id, username: users.username, role: users.role, createdAt: users.createdAt })
        .from(users)
        .where(
          or(
            ids.length > 0 ? inArray(users.id, ids) : undefined,
            usernames.length > 0 ? inArray(sql`lower(${users.username})`, usernames) : undefined,
          ),
        );
      const waitlistOn = found.some((user) => user.role === 'waitlist') && (await waitlist.isEnabled());
      const asDirectoryUser = ({ id, username, role, createdAt }: (typeof found)[number]): DirectoryUser => ({
        id,
        username,
        waitlisted: waitlistOn && role === 'waitlist',
        createdAt,
      });
      return keys.map(({ value, isId }) => {
        const user = found.find((candidate) => (isId ? candidate.id : candidate.username.toLowerCase()) === value);
        return user && asDirectoryUser(user);
      });
    },
  };
}
