export { supportPlugin, type SupportPluginOptions } from './support.plugin';
export { supportMigrations } from './support.migrations';
