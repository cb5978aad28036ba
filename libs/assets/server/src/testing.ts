export { createAssetLibrary } from './asset-library';
export { assetsMigrations } from './assets.migrations';
export { registerTestAssets, TEST_DOWNLOADS, type TestAssets, type TestAssetsOptions } from './testing/register-test-assets';
export { multipartFile } from './testing/multipart-file';
export { startAssetsTestApp, type AssetsTestApp } from './assets-test-app';
