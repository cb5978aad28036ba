export { ModelSearch } from './model-search/model-search';
export { ModelSearchPlaceholder } from './model-search/model-search-target';
export { HubBrowsePage } from './browse/hub-browse-page';
export { HubModelPage, MarketSourcePage } from './repo/hub-repo-page';
