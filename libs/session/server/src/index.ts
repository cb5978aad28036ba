export { sessionPlugin, SESSION_TTL_MS, type SessionPluginOptions } from './session.plugin';
export { sessionMigrations } from './session.migrations';
export { createPlatformClient, PlatformUnavailableError, type PlatformClient, type PlatformClientOptions } from './platform-client';
export { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './sign-in-limiter';
export { SESSION_COOKIE } from './session-cookie';
export { seedAccounts, ADMIN_USERNAME, DEMO_PASSWORD, DEMO_USERNAMES, type SeedOptions, type SeedResult, type SeedLog } from './seed-accounts';
export { pingDatabase } from './database-health';
