import type { RouteDescriptor, RouteResponse } from '@bagel/contract';
import { openResponse, parseResponse, routeRequest, type ClientOptions, type RouteInput } from './call-route';
import { readServerSentEvents } from './server-sent-events';

/** A stream is one long request: nothing to retry in place (its reader reconnects) and no money moved. */
export type StreamRouteOptions<R extends RouteDescriptor> = Omit<ClientOptions, 'retry'> &
  RouteInput<R> & {
    /** Called once the server has accepted the stream (a 2xx answer), before its first event, which may be long in coming. */
    onOpen?: () => void;
    /**
     * A stream that follows the page in the background (notifications), not one the user is waiting on (a chat
     * reply): asked for at low priority, so the browser fetches what renders the page first, and a page with the stream
     * open counts as loaded (Lighthouse, like the browser, waits on high-priority requests only).
     */
    background?: boolean;
  };

/** One event of a route's stream: its data checked against the route's response schema. */
export interface RouteEvent<R extends RouteDescriptor> {
  event: string;
  id: string;
  data: RouteResponse<R>;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Opens a route that answers `text/event-stream` (each event's `data:` JSON of the route's response) and yields its
 * events until the server ends the stream. Failing to connect, a non-2xx answer and an event this app does not
 * understand are {@link ApiError}s, as with `callRoute`; an abort is let through as it is.
 */
export async function* streamRoute<R extends RouteDescriptor>(
  route: R,
  options: StreamRouteOptions<R>,
): AsyncGenerator<RouteEvent<R>, void, undefined> {
  const { url, init } = routeRequest(route, options, 'text/event-stream');
  if (options.background) init.priority = 'low';
  const response = await openResponse(url, init, options.fetch ?? globalThis.fetch);
  options.onOpen?.();
  for await (const { event, id, data } of readServerSentEvents(response, options.signal)) {
    yield { event, id, data: parseResponse(route, response.status, parseJson(data)) };
  }
}
