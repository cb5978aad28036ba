import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '@bagel/db';
import type { UserRole } from '@bagel/contract';
import { HttpError } from '@bagel/server-kit';
import { insertAccount } from './accounts.service';
import { hashPassword } from './password';
import { PlatformUnavailableError, type PlatformClient } from './platform-client';
import { countUsers } from './users.repository';

export const DEMO_PASSWORD = 'bagels-demo';
const DEMO_USERS = [
  { username: 'alice', name: 'Alice' },
  { username: 'bob', name: 'Bob' },
] as const;
const ADMIN_USERNAME = 'admin';

export interface SeedLog {
  warn(message: string): void;
}

export interface SeedOptions {
  db: Database;
  platform: PlatformClient;
  log: SeedLog;
  /** The admin's password (ADMIN_PASSWORD); a random one is generated when absent. */
  adminPassword?: string | undefined;
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
 * empty, so a restart, a concurrent edge or a half-way failure never leaves a partial seed.
 */
export async function seedAccounts(options: SeedOptions): Promise<SeedResult> {
  const { db, platform, log, giveUpAfterMs = 120_000, firstRetryDelayMs = 500, maxRetryDelayMs = 5_000 } = options;
  if ((await countUsers(db)) > 0) return { seeded: false };

  const adminPassword = options.adminPassword ?? randomBytes(18).toString('base64url');
  const generatedPassword = options.adminPassword === undefined ? adminPassword : null;
  const accounts: SeedAccount[] = [
    { username: ADMIN_USERNAME, email: 'admin@example.com', name: 'Administrator', role: 'admin', password: adminPassword },
    ...DEMO_USERS.map(({ username, name }) => ({ username, email: `${username}@example.com`, name, role: 'user' as const, password: DEMO_PASSWORD })),
  ];
  const hashed = await Promise.all(accounts.map(async ({ password, ...account }) => ({ ...account, id: randomUUID(), passwordHash: await hashPassword(password) })));

  const deadline = Date.now() + giveUpAfterMs;
  for (let delay = firstRetryDelayMs; ; delay = Math.min(delay * 2, maxRetryDelayMs)) {
    try {
      const seeded = await db.transaction(async (tx) => {
        if ((await countUsers(tx)) > 0) return false;
        for (const account of hashed) await insertAccount(tx, platform, account);
        return true;
      });
      if (!seeded) return { seeded: false };
      return {
        seeded: true,
        admin: { username: ADMIN_USERNAME, generatedPassword },
        demo: { usernames: DEMO_USERS.map((user) => user.username), password: DEMO_PASSWORD },
      };
    } catch (error) {
      // Another edge process seeded at the same moment: its accounts won the unique indexes.
      if (error instanceof HttpError && error.statusCode === 409 && (await countUsers(db)) > 0) return { seeded: false };
      if (!(error instanceof PlatformUnavailableError) || Date.now() + delay > deadline) throw error;
      log.warn(`Waiting for the platform API before creating the first accounts (${error.reason}); retrying in ${delay} ms`);
      await sleep(delay);
    }
  }
}
