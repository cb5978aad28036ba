export { MyDatasetsPage, MyModelsPage } from './lists/my-assets-page';
export { ManageDatasetPage, ManageModelPage } from './manage/manage-asset-page';
export { MarketDatasetPage, MarketModelPage } from './market/market-asset-page';
export { MarketPage } from './market/browse/market-page';
