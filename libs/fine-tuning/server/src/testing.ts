export { startFakeTrainerContainer, type FakeTrainerContainer, type FakeTrainerOptions } from './testing/fake-trainer-container';
export { startFineTuningTestApp } from './fine-tuning-test-app';
