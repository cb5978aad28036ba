export { apiKeysPlugin, type ApiKeysPluginOptions } from './api-keys.plugin';
export { apiKeysRoutes } from './api-keys.routes';
export { apiKeysMigrations } from './api-keys.migrations';
export { createUserDirectory } from './user-directory';
export { perKeyRateLimit, type PerKeyRateLimitOptions } from './per-key-rate-limit';
