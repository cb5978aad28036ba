import { USER_HAS_LEDGER_ACTIVITY } from '@bagel/api-keys-contract';
import { violatedUniqueConstraint, type Database } from '@bagel/db';
import type { LedgerPort, WaitlistSwitch } from '@bagel/ports';
import { HttpError } from '@bagel/server-kit';
import { generateApiKey, hashApiKey, type ApiKeyCipher } from './api-key-cipher';
import { findActiveKeyOwner, findActiveSealedKey, insertActiveKey, revokeActiveKey } from './api-keys.repository';
import type { StoredKeyOwner } from './key-owner-cache';
import { deleteUser, lockUser, upsertUser, type MirroredUser, type UserMirrorUpdate } from './users.repository';

const CONFLICTS: Record<string, { field: keyof MirroredUser; detail: string }> = {
  users_username_lower_key: { field: 'username', detail: 'This username is already used by another user' },
  users_email_lower_key: { field: 'email', detail: 'This email is already used by another user' },
};

const userNotFound = () => new HttpError(404, 'User not found');

export type ApiKeysService = ReturnType<typeof createApiKeysService>;

/** What this domain needs of others, wired by the app (it imports neither the wallet nor admin). */
export interface ApiKeysPorts {
  /** Whether a user's money history forbids deleting them; the balances on the admin's user list. */
  ledger: Pick<LedgerPort, 'hasActivity' | 'balancesOf'>;
  waitlist: WaitlistSwitch;
}

/** The user a key authenticates, and whether the waitlist restricts them right now. */
export interface KeyOwner {
  userId: string;
  role: MirroredUser['role'];
  waitlisted: boolean;
}

/**
 * `ownerOfHash` answers which user an active key's hash belongs to: the plugin's remembers them
 * (key-owner-cache.ts); by default, the database is asked every time.
 */
export function createApiKeysService(
  db: Database,
  cipher: ApiKeyCipher,
  { ledger, waitlist }: ApiKeysPorts,
  ownerOfHash: (keyHash: string) => Promise<StoredKeyOwner | undefined> = (keyHash) => findActiveKeyOwner(db, keyHash),
) {
  async function issueKey(tx: Database, userId: string): Promise<string> {
    const key = generateApiKey();
    await insertActiveKey(tx, { userId, keyHash: hashApiKey(key), keyCiphertext: cipher.seal(key, userId) });
    return key;
  }

  return {
    /** The setting is read only for a user whose role is waitlist, so other keys cost no extra query. */
    async ownerOfKey(key: string): Promise<KeyOwner | undefined> {
      const owner = await ownerOfHash(hashApiKey(key));
      if (!owner) return undefined;
      return { ...owner, waitlisted: owner.role === 'waitlist' && (await waitlist.isEnabled()) };
    },

    /** Idempotent: repeating it for the same id updates the mirror (and the role, when given) and keeps the user's key. */
    async provisionUser(user: UserMirrorUpdate): Promise<MirroredUser> {
      try {
        return await db.transaction(async (tx) => {
          // The upsert takes turns per id and locks the row, so a concurrent provisioning of the same id waits and then sees this key.
          const stored = await upsertUser(tx, user);
          if (!(await findActiveSealedKey(tx, user.id))) await issueKey(tx, user.id);
          return stored;
        });
      } catch (error) {
        const conflict = CONFLICTS[violatedUniqueConstraint(error) ?? ''];
        if (conflict) throw new HttpError(409, conflict.detail, conflict.field);
        throw error;
      }
    },

    /**
     * True when there was such a user; its keys go with it, so none of them authenticates afterwards.
     * Only for a sign-up that never completed: a user with Bagels or any ledger history stays (409).
     */
    async deprovisionUser(userId: string): Promise<boolean> {
      if (await ledger.hasActivity(userId)) {
        throw new HttpError(409, USER_HAS_LEDGER_ACTIVITY);
      }
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
