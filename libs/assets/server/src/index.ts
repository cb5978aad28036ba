export { assetsPlugin, assetsRoutes, type AssetsPluginOptions } from './assets.plugin';
export { assetsMigrations } from './assets.migrations';
export { createAssetLibrary } from './asset-library';
export { createUsableModels } from './usable-models';
export { createModelFiles } from './model-files';
