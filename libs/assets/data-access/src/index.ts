export { useAssetFolder, useDatasetFiles } from './asset-folder';
export { useFileColumns, useFilePreview, type FileColumns } from './file-preview';
export { myAssetsInput, useMyAssets } from './my-assets';
export { useRefreshAssetFiles } from './use-refresh-asset-files';
