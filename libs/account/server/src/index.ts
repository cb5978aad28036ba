export { accountPlugin, type AccountPluginOptions } from './account.plugin';
export { accountMigrations } from './account.migrations';
export { SESSION_COOKIE } from './session-cookie';
export { seedAccounts, DEMO_PASSWORD, type SeedOptions, type SeedResult, type SeedLog } from './seed-accounts';
export { grantDemoBagels, demoGrantKey, type DemoGrantOptions } from './demo-grants';
export type { PasswordCost } from './password';
export { DEFAULT_SIGN_UPS_PER_HOUR } from './sign-up-limiter';
