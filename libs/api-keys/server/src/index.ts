export { apiKeysPlugin, type ApiKeysPluginOptions } from './api-keys.plugin';
export { apiKeysMigrations } from './api-keys.migrations';
export { createUserDirectory } from './user-directory';
export { perKeyRateLimit, type PerKeyRateLimitOptions } from './per-key-rate-limit';
