export { startFakeX, type FakeX, type FakeXAccount, type FakeXOptions, type FakeXRequest } from './testing/fake-x';
