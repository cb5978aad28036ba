import { inArray, or, sql } from 'drizzle-orm';
import type { Database, Listen } from '@bagel/db';
import type { DirectoryUser, UserDirectory, WaitlistSwitch } from '@bagel/ports';
import type { UserRole } from '@bagel/contract';
import { createAnnouncedUserCache } from './announced-user-cache';
import { users } from './api-keys.schema';

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface UserRow {
  id: string;
  username: string;
  role: UserRole;
  createdAt: Date;
}

export interface ClosableUserDirectory extends UserDirectory {
  close(): Promise<void>;
}

/** The rows of the users named by `keys` (lowercased ids and usernames), in one query, each under both its keys. */
async function findRows(db: Database, keys: string[]): Promise<Array<[string, UserRow]>> {
  const ids = keys.filter((key) => USER_ID.test(key));
  const usernames = keys.filter((key) => !USER_ID.test(key));
  const rows = await db
    .select({ id: users.id, username: users.username, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(
      or(
        ids.length > 0 ? inArray(users.id, ids) : undefined,
        usernames.length > 0 ? inArray(sql`lower(${users.username})`, usernames) : undefined,
      ),
    );
  return rows.flatMap((row) => [
    [row.id, row],
    [row.username.toLowerCase(), row],
  ]);
}

/**
 * Read-only lookups of provisioned users for other domains (the wallet's senders and recipients): each by id, or by
 * username case-insensitively. A username can never look like a UUID, so the two never collide. Several at once are
 * one query, since a transfer needs both its sides, and users this process has read are remembered until a change to
 * them is announced (a deletion or a new role; usernames never change): a transfer between known users asks the
 * database only to move the money. The waitlist setting is read only when one of them has the role waitlist.
 */
export async function createUserDirectory(db: Database, waitlist: WaitlistSwitch, listen: Listen): Promise<ClosableUserDirectory> {
  const remembered = await createAnnouncedUserCache<UserRow>(listen, (row) => row.id);
  return {
    async findUsers(idsOrUsernames) {
      if (idsOrUsernames.length === 0) return [];
      const found = await remembered.get(
        idsOrUsernames.map((idOrUsername) => idOrUsername.toLowerCase()),
        (missing) => findRows(db, missing),
      );
      const waitlistOn = found.some((user) => user?.role === 'waitlist') && (await waitlist.isEnabled());
      return found.map(
        (user): DirectoryUser | undefined =>
          user && {
            id: user.id,
            username: user.username,
            waitlisted: waitlistOn && user.role === 'waitlist',
            createdAt: user.createdAt,
          },
      );
    },
    close: () => remembered.close(),
  };
}
