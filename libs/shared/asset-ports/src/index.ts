export type { AssetLibrary, DatasetTable } from './asset-library';
export type { FineTuneLaunch, FineTuneLauncher } from './fine-tune-launcher';
