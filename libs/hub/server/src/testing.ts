export {
  startFakeHuggingFaceHub,
  type FakeHubFailure,
  type FakeHubOptions,
  type FakeHuggingFaceHub,
} from './testing/fake-hugging-face-hub';
export { catalogueRepo, type CatalogueRepo } from './hub-source/catalogue/catalogue-repo';
export { startHubTestApp } from './hub-test-app';
export { TINY_LLAMA, TINY_LLAMA_WEIGHT_BYTES } from './testing/tiny-llama';
