export { renderWithProviders, type RenderWithProvidersResult } from './render-with-providers';
export { AppTestProviders, createTestQueryClient, type AppTestOptions } from './app-test-providers';
export { withAppProviders, AppStoryProviders, type AppStoryParameters } from './story-providers';
export { withCurrency } from './currency-decorator';
export { setViewportWidth } from './viewport';
export {
  fakeFetch,
  fakeRoute,
  failure,
  never,
  offContractReply,
  type ErrorReply,
  type ErrorStatus,
  type FakeFetch,
  type FakeHandler,
  type FakeReply,
  type FakeRequest,
  type RouteFake,
  type RouteReplyBody,
  type RouteRequest,
} from './fake-fetch';
export { bodylessErrorReplies, errorReplyShapes, UNWORDED_ERROR_BODY, wordlessErrorReplies } from './error-reply-shapes';
export { insufficientBalance } from './balance-refusal';
export { moduleFailingOnce, moduleNeverIn } from './deferred-modules';
export { insideFrame, PHONE_PX, withFrame, withinList, type FramedStoryParameters } from './story-frame';
