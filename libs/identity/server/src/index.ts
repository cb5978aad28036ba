export { identityPlugin, type IdentityPluginOptions } from './identity.plugin';
export { identityRoutes } from './identity.routes';
export { identityMigrations } from './identity.migrations';
export { createUserDirectory } from './user-directory';
