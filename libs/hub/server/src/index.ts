export { hubPlugin, type HubPluginOptions } from './hub.plugin';
export { hubMigrations } from './hub.migrations';
export { hubSourceFromEnvironment } from './hub-source/hub-source-from-environment';
export type { HubSource } from './hub-source/hub-source';
export { createModelCatalog } from './model-catalog';
