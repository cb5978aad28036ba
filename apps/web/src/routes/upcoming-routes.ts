/** Routes of spec §2 whose screens later issues build; until then each shows an honest "not available yet" page. */
export interface UpcomingRoute {
  path: string;
  title: string;
}

export const UPCOMING_ROUTES: readonly UpcomingRoute[] = [
  { path: '/dataset', title: 'My Datasets' },
  { path: '/model', title: 'My Models' },
  { path: '/ai-generation', title: 'AI Generation Models' },
  { path: '/my-deployments', title: 'Deployments' },
  { path: '/invite', title: 'Earn Bagels' },
  { path: '/dataset/:datasetId/description', title: 'Manage Dataset' },
  { path: '/model/:modelId/description', title: 'Manage Model' },
  { path: '/market/model/:id/description', title: 'Market model detail' },
  { path: '/market/dataset/:id/description', title: 'Market dataset detail' },
  { path: '/market/source/:category/:encodedId/description', title: 'Hub-sourced asset detail' },
  { path: '/model/source/:encodedId/description', title: 'Hub-sourced model detail' },
];

/** Carried on each upcoming route's `handle`, read by the page. */
export interface UpcomingHandle {
  upcomingTitle: string;
}
