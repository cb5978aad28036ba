/**
 * The screens of spec §2, by the path the browser shows: the one place a link, a redirect or a route table
 * reads them from. Patterns use react-router's `:param` segments.
 */
export const PATHS = {
  landing: '/',
  dashboard: '/dashboard',
  profile: '/profile',
  datasets: '/dataset',
  models: '/model',
  apiKey: '/api-key',
  aiGeneration: '/ai-generation',
  deployments: '/my-deployments',
  /** The playground of one deployment (spec §2 leaves its path open). */
  deploymentChat: '/my-deployments/:podId/chat',
  buyBagels: '/buy-bagels',
  invite: '/invite',
  faq: '/faq',
  waitlist: '/waitlist',
  admin: '/admin',
  manageDataset: '/dataset/:datasetId/description',
  manageModel: '/model/:modelId/description',
  /** Browsing the market (spec §2 leaves its path open). */
  market: '/market',
  marketModel: '/market/model/:id/description',
  marketDataset: '/market/dataset/:id/description',
  marketSource: '/market/source/:category/:encodedId/description',
  hubModel: '/model/source/:encodedId/description',
  /** Browsing the model hub (spec §2 leaves its path open). */
  hub: '/hub',
} as const;

export type ScreenPath = (typeof PATHS)[keyof typeof PATHS];
