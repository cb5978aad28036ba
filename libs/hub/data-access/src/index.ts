export { hubQuickSearchInput, useHubQuickSearch } from './hub-quick-search';
export { restrictedModelsQuery, useRestrictedModels } from './restricted-models';
