export { startFakeTrainerContainer, type FakeTrainerContainer, type FakeTrainerOptions } from './testing/fake-trainer-container';
