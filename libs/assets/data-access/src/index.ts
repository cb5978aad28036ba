export { useRefreshAssetFiles } from './use-refresh-asset-files';
