export {
  startFakeHuggingFaceHub,
  type FakeHubFailure,
  type FakeHubOptions,
  type FakeHuggingFaceHub,
} from './testing/fake-hugging-face-hub';
export { CATALOGUE_REPOS } from './hub-source/catalogue-hub-source';
export { catalogueRepo } from './hub-source/catalogue/catalogue-repo';
