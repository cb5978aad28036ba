import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's work factors: N (CPU and memory), r (block size), p (parallelism). */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt floor (N=2^17 is stronger but takes 128 MiB per hash, too much for a small box under load). */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; node refuses above its 32 MiB default, so allow twice the need.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Checks against the cost stored with the hash, so hashes made at any cost keep verifying. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Hashes new passwords at one cost: {@link PASSWORD_COST} in production; tests pass a cheaper one in code
 * (never through the environment, so no setting can weaken a real server).
 */
export function createPasswordHasher(cost: PasswordCost = PASSWORD_COST) {
  let dummyHash: Promise<string> | undefined;

  /** `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later without breaking stored hashes. */
  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, cost);
    return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  return {
    hash,
    /**
     * Spends the same time as checking a real password, for logins that match no account,
     * so response times do not tell which usernames exist.
     */
    async spendCheckTime(password: string): Promise<void> {
      dummyHash ??= hash(randomBytes(16).toString('base64url'));
      await verifyPassword(password, await dummyHash);
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
