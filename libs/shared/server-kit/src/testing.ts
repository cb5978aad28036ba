export {
  checkReply,
  fuzzRoutes,
  hostileRequests,
  routeRequests,
  type FuzzContext,
  type FuzzReply,
  type FuzzRequest,
} from './testing/route-requests';
