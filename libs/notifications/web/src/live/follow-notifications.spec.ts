import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { streamNotifications, type NotificationEvent } from '@bagel/notifications-contract';
import { TEST_API_KEY, TEST_CONFIG, TEST_USER } from '@bagel/session/testing';
import { fakeRoute } from '@bagel/web-testing';
import { notification, notificationServer, someNotifications } from '../testing/notification-fakes';
import { followNotifications, type FollowOptions } from './follow-notifications';

afterEach(() => {
  vi.restoreAllMocks();
});

function follow(fetch: typeof globalThis.fetch, overrides: Partial<FollowOptions> = {}) {
  const controller = new AbortController();
  const events: [NotificationEvent, string][] = [];
  const onReconnected = vi.fn();
  const done = followNotifications({
    baseUrl: TEST_CONFIG.apiBaseUrl,
    apiKey: TEST_API_KEY,
    userId: TEST_USER.id,
    fetch,
    after: () => '104',
    onEvent: (event, id) => events.push([event, id]),
    onReconnected,
    signal: controller.signal,
    delays: { firstMs: 0, maxMs: 0 },
    ...overrides,
  });
  return { controller, events, onReconnected, done };
}

describe('followNotifications', () => {
  it('reads the stream with the key and the cursor, and stops when told', async () => {
    const server = notificationServer(someNotifications());
    const { controller, events, done } = follow(server.fetch);
    await waitFor(() => expect(server.open()).toHaveLength(1));
    server.push(notification({ notification_id: '105' }));
    await waitFor(() => expect(events).toHaveLength(2));
    expect(events[0]).toEqual([{ type: 'unread', unread_count: 2 }, '104']);
    expect(events[1]).toEqual([{ type: 'notification', notification: notification({ notification_id: '105' }), unread_count: 3 }, '105']);
    const request = server.fetch.requests.find((candidate) => candidate.method === 'GET');
    expect(request).toMatchObject({ path: `/api/v1/notifications/user/${TEST_USER.id}/stream` });
    expect(request?.query.get('after')).toBe('104');
    expect(request?.headers).toMatchObject({ 'x-api-key': TEST_API_KEY, accept: 'text/event-stream' });

    controller.abort();
    await done;
    expect(server.open()).toHaveLength(0);
  });

  it('reconnects when the stream ends, with the cursor as it is then, and says a reconnection opened', async () => {
    const server = notificationServer(someNotifications());
    let cursor = '104';
    const { controller, events, onReconnected, done } = follow(server.fetch, { after: () => cursor });
    await waitFor(() => expect(server.open()).toHaveLength(1));
    expect(onReconnected).not.toHaveBeenCalled();
    cursor = '105';
    server.dropAll();
    await waitFor(() => expect(server.connections).toHaveLength(2));
    expect(server.connections[1]?.after).toBe('105');
    await waitFor(() => expect(onReconnected).toHaveBeenCalledOnce());
    await waitFor(() => expect(events).toHaveLength(2));
    controller.abort();
    await done;
  });

  it('keeps trying through failures, waiting twice as long each time up to the longest wait, and logs them', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The pauses asked for are recorded, and taken at once: no test waits on the clock.
    const waits: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms?: number) => {
      waits.push(ms ?? 0);
      return realSetTimeout(handler, 0);
    }) as typeof setTimeout);
    const controller = new AbortController();
    let tries = 0;
    const server = notificationServer(someNotifications(), [
      fakeRoute(streamNotifications, () => {
        tries += 1;
        // The sixth try is the last this test needs.
        if (tries === 6) controller.abort();
        if (tries <= 4 || tries === 6) return { status: 503, body: { error: 'Service Unavailable', detail: 'Restarting' } };
        return new Response(': keep-alive\n\n', { headers: { 'content-type': 'text/event-stream' } });
      }),
    ]);
    await follow(server.fetch, { delays: { firstMs: 1000, maxMs: 4000 }, signal: controller.signal }).done;
    expect(tries).toBe(6);
    // Four failures (1, 2, 4, 4 s); the fifth opened, so the wait after it ends starts again at 1 s.
    expect(waits.slice(0, 5)).toEqual([1000, 2000, 4000, 4000, 1000]);
    expect(logged).toHaveBeenCalledWith(
      'Notifications: the live updates broke off; reconnecting',
      expect.objectContaining({ status: 503 }),
    );
  });

  it('gives up on a refusal that would only come again, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = notificationServer(
      [],
      [fakeRoute(streamNotifications, () => ({ status: 403, body: { error: 'Forbidden', detail: 'Invalid API key' } }))],
    );
    const { done } = follow(server.fetch);
    await done;
    expect(server.fetch.requests).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith('Notifications: the live updates were refused', expect.objectContaining({ status: 403 }));
  });
});
