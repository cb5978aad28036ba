export { fuzzPaths, fuzzRoutes } from './testing/fuzz';
export type { FuzzContext, FuzzRequest } from './testing/fuzz-context';
export type { FuzzReply } from './testing/check-reply';
