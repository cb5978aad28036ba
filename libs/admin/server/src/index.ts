export { adminApiPlugin, type AdminApiPluginOptions } from './admin-api.plugin';
export { adminEdgePlugin, type AdminEdgePluginOptions } from './admin-edge.plugin';
export { adminApiMigrations, adminEdgeMigrations } from './admin.migrations';
export { createWaitlistSwitch } from './waitlist-switch';
