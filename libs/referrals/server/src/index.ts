export { referralsPlugin, type ReferralsPluginOptions } from './referrals.plugin';
export { referralsMigrations } from './referrals.migrations';
export {
  SocialNetworkError,
  type PublishedPost,
  type SocialAuthor,
  type SocialFailure,
  type SocialIdentity,
  type SocialNetwork,
  type SocialOAuth,
  type SocialPostInput,
  type SocialTokens,
} from './social/social-network';
export { createLocalOutbox, LOCAL_OUTBOX } from './social/local-outbox';
export { createXNetwork, X, X_API_URL, X_AUTHORIZE_URL, X_SCOPES, type XNetworkOptions } from './social/x/x-network';
export { socialNetworkFromEnvironment } from './social/social-network-from-environment';
