export { fuzzPaths, fuzzRoutes } from './testing/fuzz';
export type { FuzzContext, FuzzRequest } from './testing/fuzz-context';
export type { FuzzReply } from './testing/check-reply';
export { scratchDirOf } from './testing/scratch-dir';
export { startTestApp, type TestApp, type TestAppOptions } from './testing/test-app';
export { testCallOf, type TestCall } from './testing/test-call';
export {
  createTestUsers,
  newUserFields,
  TEST_SERVICE_KEY,
  type TestDirectoryUser,
  type TestUser,
  type TestUsers,
  type TestUserSource,
} from './testing/test-users';
