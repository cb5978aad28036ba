import fc from 'fast-check';
import type { RouteDescriptor } from '@bagel/contract';
import { checkReply, type FuzzReply } from './check-reply';
import type { FuzzContext, FuzzRequest } from './fuzz-context';
import { hostileRequests } from './hostile-requests';
import { pathRequests } from './path-requests';
import { routeRequests } from './route-requests';

/**
 * Sends every route its systematic pass ({@link hostileRequests}) and then `runs` random requests, checking each
 * reply. Deterministic: a fixed seed (fast-check prints the seed, path and shrunk request of a failure, so it
 * replays exactly).
 */
export async function fuzzRoutes(
  routes: readonly RouteDescriptor[],
  context: FuzzContext,
  send: (request: FuzzRequest) => Promise<FuzzReply>,
  { runs = 50, seed = 7 }: { runs?: number; seed?: number } = {},
): Promise<void> {
  for (const route of routes) {
    for (const request of hostileRequests(route, context)) checkReply(request, await send(request));
    await fc.assert(
      fc.asyncProperty(routeRequests(route, context), async (request) => checkReply(request, await send(request))),
      { numRuns: runs, seed, endOnFailure: true },
    );
  }
}

/** Sends `runs` random {@link pathRequests}, checking each reply; deterministic like {@link fuzzRoutes}. */
export async function fuzzPaths(
  prefixes: readonly string[],
  send: (request: FuzzRequest) => Promise<FuzzReply>,
  { runs = 200, seed = 7 }: { runs?: number; seed?: number } = {},
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(pathRequests(prefixes), async (request) => checkReply(request, await send(request))),
    { numRuns: runs, seed, endOnFailure: true },
  );
}
