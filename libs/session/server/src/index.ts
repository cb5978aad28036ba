export { sessionPlugin, type SessionPluginOptions } from './session.plugin';
export { sessionMigrations } from './session.migrations';
export { SESSION_COOKIE } from './session-cookie';
export { seedAccounts, DEMO_PASSWORD, type SeedOptions, type SeedResult, type SeedLog } from './seed-accounts';
export { grantDemoBagels, demoGrantKey, type DemoGrantOptions } from './demo-grants';
export { pingDatabase } from './database-health';
