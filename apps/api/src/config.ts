import { join } from 'node:path';
import { DEFAULT_UPLOADS_SWEEP, type UploadsSweepSettings } from '@bagel/assets-server';
import {
  baseUrlFrom,
  countFrom,
  dataDirFrom,
  listFrom,
  portFrom,
  readOrCreateSecret,
  requireSharedSecrets,
  secondsFrom,
  trustProxyFrom,
} from '@bagel/server-kit';

export interface ApiConfig {
  port: number;
  host: string;
  /** Holds the PGlite database (`<dataDir>/api`) and generated secrets (`<dataDir>/secrets`). */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /**
   * edge's key; generated into `<dataDir>/secrets/service-key` (where edge reads it) unless SERVICE_KEY is set, which
   * it must be on PostgreSQL, as API_KEY_SECRET must (replicas share them).
   */
  serviceKey: string;
  apiKeySecret: string;
  /** Where browsers reach this API; the documentation link is built from it. */
  publicApiUrl: string;
  /** Web origins allowed to call the API from a browser. */
  corsOrigins: string[];
  /** Fastify's trustProxy (TRUST_PROXY), for client addresses behind a proxy. */
  trustProxy: boolean | string;
  /** How often uploads that never finished are swept (UPLOAD_SWEEP_SECONDS) and after how long without progress (UPLOAD_EXPIRY_SECONDS). */
  uploadsSweep: UploadsSweepSettings;
  /** Requests one user's API key may make per minute, across every api process (API_RATE_LIMIT_PER_MINUTE); 0 for no limit. */
  rateLimitPerMinute: number;
  /**
   * Minutes a deployment's model server has, from its container's first start, to answer before the deployment fails
   * (DEPLOY_START_DEADLINE_MINUTES).
   */
  deployStartDeadlineMinutes: number;
}

/** Ten a second, sustained: far above what the web app's polling asks, far below what one key could take from everyone. */
const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;

/** Long enough for a large model's weights to download and load on a slow host; a stuck start is not billed meanwhile. */
const DEFAULT_DEPLOY_START_DEADLINE_MINUTES = 20;

function minutesFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const minutes = Number(raw);
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`${name} must be a number of minutes above 0, got "${raw}"`);
  return minutes;
}

/** Reads the environment once; generated secrets are created on first start and reused after. */
export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = portFrom(env, 'API_PORT', 3001);
  const webPort = portFrom(env, 'PORT', 3000);
  const dataDir = dataDirFrom(env);
  requireSharedSecrets(env, ['SERVICE_KEY', 'API_KEY_SECRET']);
  return {
    port,
    host: env['HOST'] || '0.0.0.0',
    dataDir,
    databaseUrl: env['DATABASE_URL'] || undefined,
    serviceKey: readOrCreateSecret(join(dataDir, 'secrets', 'service-key'), env['SERVICE_KEY']),
    apiKeySecret: readOrCreateSecret(join(dataDir, 'secrets', 'api-key-secret'), env['API_KEY_SECRET']),
    publicApiUrl: baseUrlFrom(env, 'PUBLIC_API_URL', `http://localhost:${port}`),
    corsOrigins: listFrom(env['CORS_ORIGINS'] || `http://localhost:${webPort},http://127.0.0.1:${webPort}`),
    trustProxy: trustProxyFrom(env),
    uploadsSweep: {
      everySeconds: secondsFrom(env, 'UPLOAD_SWEEP_SECONDS', DEFAULT_UPLOADS_SWEEP.everySeconds),
      expireAfterSeconds: secondsFrom(env, 'UPLOAD_EXPIRY_SECONDS', DEFAULT_UPLOADS_SWEEP.expireAfterSeconds),
    },
    rateLimitPerMinute: countFrom(env, 'API_RATE_LIMIT_PER_MINUTE', DEFAULT_RATE_LIMIT_PER_MINUTE),
    deployStartDeadlineMinutes: minutesFrom(env, 'DEPLOY_START_DEADLINE_MINUTES', DEFAULT_DEPLOY_START_DEADLINE_MINUTES),
  };
}
