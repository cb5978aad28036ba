export { adminPlugin, type AdminPluginOptions } from './admin.plugin';
export { adminMigrations } from './admin.migrations';
export { WAITLIST_ENABLED_BY_DEFAULT } from './settings.repository';
