export { sessionPlugin, type SessionPluginOptions } from './session.plugin';
export { sessionMigrations } from './session.migrations';
export { createPlatformClient, PlatformUnavailableError, type PlatformClient, type PlatformClientOptions } from './platform-client';
export { SESSION_COOKIE } from './session-cookie';
export { seedAccounts, DEMO_PASSWORD, type SeedOptions, type SeedResult, type SeedLog } from './seed-accounts';
export { pingDatabase } from './database-health';
