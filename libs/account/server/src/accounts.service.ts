import { randomUUID } from 'node:crypto';
import type { Database } from '@bagel/db';
import { HttpError } from '@bagel/server-kit';
import type { UserRole } from '@bagel/contract';
import { verifyPassword, type PasswordHasher } from './password';
import type { PlatformClient, ProvisionedAccount } from '@bagel/platform';
import { stashReferralCode } from './referral-stash.repository';
import type { SignInLimiter } from './sign-in-limiter';
import type { SignUpLimiter } from './sign-up-limiter';
import type { WorkLane } from './work-lane';
import { changeUserRole } from './role-changes.repository';
import { findUserById, findUserByLogin, insertUser, type UserRow } from './users.repository';

export interface NewAccount {
  /** Chosen by the caller, so a failed sign-up can undo its provisioning on api by id, and a retry reuses it. */
  id: string;
  username: string;
  email: string;
  name: string;
  role: UserRole;
  passwordHash: string;
  referralCode?: string | undefined;
}

/**
 * Writes the account inside the caller's transaction and provisions it on api before that commits:
 * if api refuses or cannot be reached, the transaction rolls back and no edge user is left without a
 * platform user (and so without an API key).
 */
export async function insertAccount(tx: Database, platform: PlatformClient, account: NewAccount): Promise<UserRow> {
  const { referralCode, ...fields } = account;
  const user = await insertUser(tx, fields);
  if (referralCode) await stashReferralCode(tx, user.id, referralCode);
  await platform.provisionUser(mirrorOf(user));
  return user;
}

/** The user as api mirrors them: api enforces the waitlist with the role. */
const mirrorOf = (user: UserRow): ProvisionedAccount => ({ id: user.id, username: user.username, email: user.email, role: user.role });

/**
 * Changes the role (recording who changed it, `actorId`) and pushes it to api in one edge transaction, as sign-up
 * provisions: if api refuses or cannot be reached, the change and its record roll back. If it fails after api took the new role (edge's commit failed,
 * api's reply was lost), edge's row is pushed again so api never holds a role edge does not. Undefined
 * when there is no such user.
 */
export async function changeRole(
  db: Database,
  platform: PlatformClient,
  change: { userId: string; role: UserRole; actorId: string },
  log: ErrorLog,
): Promise<UserRow | undefined> {
  const { userId } = change;
  try {
    return await db.transaction(async (tx) => {
      const user = await changeUserRole(tx, change);
      if (user) await platform.provisionUser(mirrorOf(user));
      return user;
    });
  } catch (error) {
    const current = await findUserById(db, userId).catch(() => undefined);
    if (current) {
      await platform.provisionUser(mirrorOf(current)).catch((undoError: unknown) => {
        log.error({ err: undoError, userId }, 'a role change failed and api could not be given the role back');
      });
    }
    throw error;
  }
}

export interface SignUpInput {
  username: string;
  email: string;
  name: string;
  password: string;
  referral_code?: string | undefined;
}

/** Where a failure the caller cannot act on is reported (the app's pino logger). */
export interface ErrorLog {
  error(details: object, message: string): void;
}

export interface AccountsServiceDependencies {
  db: Database;
  platform: PlatformClient;
  passwords: PasswordHasher;
  signInLimiter: SignInLimiter;
  signUpLimiter: SignUpLimiter;
  /** Where sign-ups are counted and hash their passwords: a small lane of their own, so a flood never delays sign-ins. */
  signUpHashing: WorkLane;
  log: ErrorLog;
}

export function createAccountsService({
  db,
  platform,
  passwords,
  signInLimiter,
  signUpLimiter,
  signUpHashing,
  log,
}: AccountsServiceDependencies) {
  return {
    /** `address` is the client's (behind a trusted proxy, from X-Forwarded-For): sign-ups are limited per address. */
    async signUp(input: SignUpInput, address: string): Promise<UserRow> {
      // The lane admits or turns away (503) at once, before anything is counted, so a busy server never uses up an
      // address's allowance; inside it the sign-up is counted (a 429 past the limit), then hashed. Hashing takes a
      // while: it is done before the transaction so that is not held open longer than needed.
      const passwordHash = await signUpHashing.run(async () => {
        await signUpLimiter.count(address);
        return passwords.hash(input.password);
      });
      const id = randomUUID();
      try {
        return await db.transaction((tx) =>
          insertAccount(tx, platform, {
            id,
            username: input.username,
            email: input.email,
            name: input.name,
            role: 'user',
            passwordHash,
            referralCode: input.referral_code,
          }),
        );
      } catch (error) {
        // api may hold the user even though this failed (our commit failed, or its reply was lost):
        // without the undo, the username and email would stay taken on api for every retry.
        await platform.deprovisionUser(id).catch((undoError: unknown) => {
          log.error({ err: undoError, userId: id }, 'sign-up failed and its provisioning on api could not be undone');
        });
        throw error;
      }
    },

    /** The same answer, and about the same time, for an unknown login and a wrong password. */
    async verifyCredentials(login: string, password: string, address: string): Promise<UserRow> {
      const user = await findUserByLogin(db, login);
      const accountKey = user ? `user:${user.id}` : `login:${login.toLowerCase()}`;
      const attempt = await signInLimiter.reserve(accountKey, address);
      const valid = user ? await verifyPassword(password, user.passwordHash) : await passwords.spendCheckTime(password).then(() => false);
      if (!user || !valid) throw new HttpError(401, 'Invalid username or password');
      await attempt.succeeded();
      return user;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
