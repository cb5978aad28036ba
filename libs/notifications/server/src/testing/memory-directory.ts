import { randomUUID } from 'node:crypto';
import type { DirectoryUser, UserDirectory } from '@bagel/ports';

/** A platform user of that name, as the directory answers one. */
export const directoryUser = (username: string): DirectoryUser => ({
  id: randomUUID(),
  username,
  waitlisted: false,
  createdAt: new Date(),
});

/** A directory of the given users, for tests that run without the api-keys domain; it counts its lookups. */
export function memoryDirectory(users: readonly DirectoryUser[]): UserDirectory & { lookups: number } {
  const directory = {
    lookups: 0,
    async findUsers(idsOrUsernames: readonly string[]) {
      directory.lookups += 1;
      return idsOrUsernames.map((wanted) =>
        users.find((user) => user.id === wanted || user.username.toLowerCase() === wanted.toLowerCase()),
      );
    },
  };
  return directory;
}
