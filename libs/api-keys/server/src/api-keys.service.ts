import { violatedUniqueConstraint, type Database } from '@bagel/db';
import { HttpError } from '@bagel/server-kit';
import { generateApiKey, hashApiKey, type ApiKeyCipher } from './api-key-cipher';
import { findActiveKeyOwner, findActiveSealedKey, insertActiveKey, revokeActiveKey } from './api-keys.repository';
import { deleteUser, lockUser, upsertUser, type MirroredUser } from './users.repository';

const CONFLICTS: Record<string, { field: keyof MirroredUser; detail: string }> = {
  users_username_lower_key: { field: 'username', detail: 'This username is already used by another user' },
  users_email_lower_key: { field: 'email', detail: 'This email is already used by another user' },
};

const userNotFound = () => new HttpError(404, 'User not found');

export type ApiKeysService = ReturnType<typeof createApiKeysService>;

export function createApiKeysService(db: Database, cipher: ApiKeyCipher) {
  async function issueKey(tx: Database, userId: string): Promise<string> {
    const key = generateApiKey();
    await insertActiveKey(tx, { userId, keyHash: hashApiKey(key), keyCiphertext: cipher.seal(key, userId) });
    return key;
  }

  return {
    async userIdForKey(key: string): Promise<string | undefined> {
      return findActiveKeyOwner(db, hashApiKey(key));
    },

    /** Idempotent: repeating it for the same id updates the mirror and keeps the user's key. */
    async provisionUser(user: MirroredUser): Promise<MirroredUser> {
      try {
        await db.transaction(async (tx) => {
          // The upsert locks the user's row, so a concurrent provisioning of the same id waits and then sees this key.
          await upsertUser(tx, user);
          if (!(await findActiveSealedKey(tx, user.id))) await issueKey(tx, user.id);
        });
      } catch (error) {
        const conflict = CONFLICTS[violatedUniqueConstraint(error) ?? ''];
        if (conflict) throw new HttpError(409, conflict.detail, conflict.field);
        throw error;
      }
      return user;
    },

    /** True when there was such a user; its keys go with it, so none of them authenticates afterwards. */
    async deprovisionUser(userId: string): Promise<boolean> {
      return deleteUser(db, userId);
    },

    async readApiKey(userId: string): Promise<string> {
      const sealed = await findActiveSealedKey(db, userId);
      if (!sealed) throw userNotFound();
      return cipher.open(sealed, userId);
    },

    /** The old key stops working when this commits; concurrent rotations queue on the user's row. */
    async rotateApiKey(userId: string): Promise<string> {
      return db.transaction(async (tx) => {
        if (!(await lockUser(tx, userId))) throw userNotFound();
        await revokeActiveKey(tx, userId);
        return issueKey(tx, userId);
      });
    },
  };
}
