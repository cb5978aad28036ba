import type { Listen } from '@bagel/db';
import type { UserRole } from '@bagel/contract';
import { createAnnouncedUserCache } from './announced-user-cache';

/** What a key's hash authenticates: its user and their role. */
export interface StoredKeyOwner {
  userId: string;
  role: UserRole;
}

export interface KeyOwnerCache {
  ownerOf(keyHash: string): Promise<StoredKeyOwner | undefined>;
  close(): Promise<void>;
}

/**
 * The owner of each key hash this process has authenticated, so a request with a known key costs no query; forgotten
 * by every process as a change to the owner (the key revoked, the user deleted, a new role) commits.
 */
export async function createKeyOwnerCache(
  lookup: (keyHash: string) => Promise<StoredKeyOwner | undefined>,
  listen: Listen,
  now?: () => number,
): Promise<KeyOwnerCache> {
  const owners = await createAnnouncedUserCache<StoredKeyOwner>(listen, (owner) => owner.userId, now);
  return {
    async ownerOf(keyHash) {
      const [owner] = await owners.get([keyHash], async () => {
        const found = await lookup(keyHash);
        return found ? [[keyHash, found]] : [];
      });
      return owner;
    },
    close: () => owners.close(),
  };
}
