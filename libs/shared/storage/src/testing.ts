export { startFakeS3Server, type FakeS3Options, type FakeS3Server } from './testing/fake-s3-server';
