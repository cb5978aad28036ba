export { assetsPlugin, type AssetsPluginOptions } from './assets.plugin';
export { assetsMigrations } from './assets.migrations';
export { DEFAULT_UPLOADS_SWEEP, type UploadsSweepSettings } from './uploads-sweep';
export { createAssetLibrary } from './asset-library';
export { createUsableModels } from './usable-models';
export { createModelFiles } from './model-files';
