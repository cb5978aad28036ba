export {
  checkReply,
  fuzzPaths,
  fuzzRoutes,
  hostileRequests,
  pathRequests,
  routeRequests,
  type FuzzContext,
  type FuzzReply,
  type FuzzRequest,
} from './testing/route-requests';
