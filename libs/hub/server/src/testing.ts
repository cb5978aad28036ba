export {
  startFakeHuggingFaceHub,
  type FakeHubFailure,
  type FakeHubOptions,
  type FakeHuggingFaceHub,
} from './testing/fake-hugging-face-hub';
export { catalogueRepo, type CatalogueRepo } from './hub-source/catalogue/catalogue-repo';
export { lfsFile, textFile, type CatalogueEntry } from './hub-source/catalogue/catalogue-entry';
export { startHubTestApp } from './hub-test-app';
