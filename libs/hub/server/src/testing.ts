export {
  startFakeHuggingFaceHub,
  type FakeHubFailure,
  type FakeHubOptions,
  type FakeHuggingFaceHub,
} from './testing/fake-hugging-face-hub';
export { catalogueRepo, type CatalogueRepo } from './hub-source/catalogue/catalogue-repo';
export { startHubTestApp } from './hub-test-app';
export { TINY_LLAMA, TINY_LLAMA_WEIGHT_BYTES } from './testing/tiny-llama';
// The bundled offline catalogue, which other domains' tests check their rules against (what deploys serve, what
// fine-tunes count tokens with).
export { createCatalogueHubSource } from './hub-source/catalogue-hub-source';
export type { HubSource } from './hub-source/hub-source';
export { offlineModelCatalog } from './testing/offline-model-catalog';
