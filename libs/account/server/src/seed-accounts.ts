import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '@bagel/db';
import type { UserRole } from '@bagel/contract';
import { retryWhileUnavailable, type PlatformClient, type RetryLog } from '@bagel/platform';
import { HttpError } from '@bagel/server-kit';
import { insertAccount } from './accounts.service';
import { addPendingDemoGrant } from './demo-grants.repository';
import { createPasswordHasher, type PasswordCost } from './password';
import { countUsers } from './users.repository';

export const DEMO_PASSWORD = 'bagels-demo';
const DEMO_USERS = [
  { username: 'alice', name: 'Alice' },
  { username: 'bob', name: 'Bob' },
] as const;
const ADMIN_USERNAME = 'admin';

export type SeedLog = RetryLog;

export interface SeedOptions {
  db: Database;
  platform: PlatformClient;
  log: SeedLog;
  /** The admin's password (ADMIN_PASSWORD); a random one is generated when absent. */
  adminPassword?: string | undefined;
  /** The scrypt cost of the seeded passwords (production's when absent); tests pass a cheaper one. */
  passwordCost?: PasswordCost;
  /** How long to keep retrying while api is not up yet. */
  giveUpAfterMs?: number;
  firstRetryDelayMs?: number;
  maxRetryDelayMs?: number;
}

export type SeedResult =
  | { seeded: false }
  | {
      seeded: true;
      /** A generated password exists nowhere else: show it to the operator once. Null when the operator chose it. */
      admin: { username: string; generatedPassword: string | null };
      demo: { usernames: readonly string[]; password: string };
    };

interface SeedAccount {
  username: string;
  email: string;
  name: string;
  role: UserRole;
  password: string;
}

/**
 * First start of a new data dir: an admin (ADMIN_PASSWORD, or a random password), and the demo users alice and bob.
 * All three are written (and provisioned on api) in one transaction, only while the users table is
 * empty, so a restart, a concurrent edge or a half-way failure never leaves a partial seed. The demo
 * users' grants are queued in the same transaction; {@link grantDemoBagels} pays them.
 */
export async function seedAccounts(options: SeedOptions): Promise<SeedResult> {
  const { db, platform, log, giveUpAfterMs, firstRetryDelayMs, maxRetryDelayMs } = options;
  if ((await countUsers(db)) > 0) return { seeded: false };

  const adminPassword = options.adminPassword ?? randomBytes(18).toString('base64url');
  const generatedPassword = options.adminPassword === undefined ? adminPassword : null;
  const accounts: SeedAccount[] = [
    { username: ADMIN_USERNAME, email: 'admin@example.com', name: 'Administrator', role: 'admin', password: adminPassword },
    ...DEMO_USERS.map(({ username, name }) => ({
      username,
      email: `${username}@example.com`,
      name,
      role: 'user' as const,
      password: DEMO_PASSWORD,
    })),
  ];
  const passwords = createPasswordHasher(options.passwordCost);
  const hashed = await Promise.all(
    accounts.map(async ({ password, ...account }) => ({ ...account, id: randomUUID(), passwordHash: await passwords.hash(password) })),
  );

  const retry = { log, purpose: 'creating the first accounts', giveUpAfterMs, firstRetryDelayMs, maxRetryDelayMs };
  const seeded = await retryWhileUnavailable(async () => {
    try {
      return await db.transaction(async (tx) => {
        if ((await countUsers(tx)) > 0) return false;
        for (const account of hashed) {
          const user = await insertAccount(tx, platform, account);
          if (account.role === 'user') await addPendingDemoGrant(tx, user.id);
        }
        return true;
      });
    } catch (error) {
      // Another edge process seeded at the same moment: its accounts won the unique indexes.
      if (error instanceof HttpError && error.statusCode === 409 && (await countUsers(db)) > 0) return false;
      throw error;
    }
  }, retry);
  if (!seeded) return { seeded: false };
  return {
    seeded: true,
    admin: { username: ADMIN_USERNAME, generatedPassword },
    demo: { usernames: DEMO_USERS.map((user) => user.username), password: DEMO_PASSWORD },
  };
}
