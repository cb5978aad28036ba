import { join, resolve } from 'node:path';
import { readOrCreateSecret } from '@bagel/server-kit';

export interface ApiConfig {
  port: number;
  host: string;
  /** Holds the PGlite database (`<dataDir>/api`) and generated secrets (`<dataDir>/secrets`). */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** edge's key; generated into `<dataDir>/secrets/service-key` (where edge reads it) unless SERVICE_KEY is set. */
  serviceKey: string;
  apiKeySecret: string;
  /** Where browsers reach this API; the documentation link is built from it. */
  publicApiUrl: string;
  /** Web origins allowed to call the API from a browser. */
  corsOrigins: string[];
}

function portOf(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

const listOf = (raw: string): string[] =>
  raw
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);

/** Reads the environment once; generated secrets are created on first start and reused after. */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = portOf(env, 'API_PORT', 3001);
  const webPort = portOf(env, 'PORT', 3000);
  const dataDir = resolve(env['DATA_DIR'] || '.data');
  return {
    port,
    host: env['HOST'] || '0.0.0.0',
    dataDir,
    databaseUrl: env['DATABASE_URL'] || undefined,
    serviceKey: readOrCreateSecret(join(dataDir, 'secrets', 'service-key'), env['SERVICE_KEY']),
    apiKeySecret: readOrCreateSecret(join(dataDir, 'secrets', 'api-key-secret'), env['API_KEY_SECRET']),
    publicApiUrl: (env['PUBLIC_API_URL'] || `http://localhost:${port}`).replace(/\/+$/, ''),
    corsOrigins: listOf(env['CORS_ORIGINS'] || `http://localhost:${webPort},http://127.0.0.1:${webPort}`),
  };
}
