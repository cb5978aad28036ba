import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A secret from the environment, or else one generated into the data dir on first start.
 * Written with `wx` so two processes starting together (edge and api) end up with the same value.
 */
export function readOrCreateSecret(file: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return readFileSync(file, 'utf8').trim();
  }
}

/**
 * On PostgreSQL a process may be one of several replicas (api or edge behind a load balancer), and replicas must agree:
 * a key one api issued, a cookie one edge signed, is checked by whichever process gets the next request. Generating
 * them under each process's DATA_DIR would make every replica different and fail only later, one request in two. So
 * with a database URL set, the start stops here and names the secrets to set, the same in every process.
 */
export function requireSharedSecrets(env: NodeJS.ProcessEnv, names: string[]): void {
  const databaseSetting = ['DATABASE_URL', 'EDGE_DATABASE_URL'].find((name) => env[name]);
  if (databaseSetting === undefined) return;
  const missing = names.filter((name) => !env[name]);
  if (missing.length === 0) return;
  throw new Error(
    `${databaseSetting} is set, so other processes may share this database, and they must share their secrets: ` +
      `set ${missing.join(', ')} to the same value in every api and edge process (for example: openssl rand -base64 32).`,
  );
}
