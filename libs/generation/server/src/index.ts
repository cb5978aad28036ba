export { generationPlugin, generationRoutes, type GenerationPluginOptions } from './generation.plugin';
export { generationMigrations } from './generation.migrations';
