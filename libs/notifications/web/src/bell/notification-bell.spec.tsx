import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import axe from 'axe-core';
import { buildPath } from '@bagel/contract';
import { listNotifications } from '@bagel/notifications-contract';
import { useBalance } from '@bagel/wallet-data-access';
import { TEST_API_KEY, TEST_USER } from '@bagel/session/testing';
import { fakeRoute, never, renderWithProviders } from '@bagel/web-testing';
import { manyUnread, notification, notificationServer, someNotifications, type NotificationServer } from '../testing/notification-fakes';
import { NotificationBell } from './notification-bell';
import { NotificationPopover } from './notification-popover';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Serious and critical axe findings; colour contrast needs layout, which jsdom has none of. */
async function violations(root: Element) {
  const { violations: found } = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return found
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, nodes }) => ({ id, nodes: nodes.map((node) => node.html) }));
}

/** The header's balance as the wallet reads it: the query a money notification must refresh. */
function Balance() {
  const balance = useBalance();
  return <p>Balance {balance.data ?? '…'}</p>;
}

function renderBell(server: NotificationServer, extra?: React.ReactNode) {
  return renderWithProviders(
    <>
      <NotificationBell reconnectDelays={{ firstMs: 0, maxMs: 0 }}>{(bell) => <NotificationPopover bell={bell} />}</NotificationBell>
      {extra}
      <Routes>
        <Route path="/my-deployments" element={<p>Deployments page</p>} />
        <Route path="*" element={null} />
      </Routes>
    </>,
    { fetch: server.fetch },
  );
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });
const popover = () => screen.findByRole('dialog', { name: 'Notifications' });
const requestsTo = (server: NotificationServer, method: string, path: RegExp) =>
  server.fetch.requests.filter((request) => request.method === method && path.test(request.path));

describe('NotificationBell', () => {
  it('counts the unread ones and lists them all, newest first, with their dates', async () => {
    const server = notificationServer(someNotifications());
    const { user } = renderBell(server);
    await user.click(await bell('Notifications, 2 unread'));
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(requestsTo(server, 'POST', /\/notification\/user\//)[0]?.path).toBe(buildPath(listNotifications.path, { userId: TEST_USER.id }));

    const items = within(await popover()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Unread: bob sent you 12.50 BGL2025-03-06',
      'Unread: support-bot-llama is running2025-03-05',
      'openai-community/gpt2 was cloned to your models2025-03-04',
      'Fine-tuning support-bot failed: the dataset has no rows2025-03-03',
    ]);
    expect(screen.getByRole('link', { name: /support-bot-llama is running/ })).toHaveAttribute('href', '/my-deployments');
    expect(screen.getByRole('button', { name: /bob sent you/ })).toBeInTheDocument();
  });

  it('reads 9+ above nine, with the exact count in its name', async () => {
    renderBell(notificationServer(manyUnread(12)));
    await bell('Notifications, 12 unread');
    expect(screen.getByText('9+')).toBeInTheDocument();
  });

  it('shows no count and the empty text when there is nothing', async () => {
    const { user } = renderBell(notificationServer([]));
    await user.click(await bell('Notifications, 0 unread'));
    expect(within(await popover()).getByText("You don't have any notifications")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('shows a loader while the list is read, and starts no stream before it', async () => {
    const server = notificationServer(someNotifications(), [fakeRoute(listNotifications, never)]);
    const { user } = renderBell(server);
    await user.click(await bell('Notifications'));
    expect(within(await popover()).getByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();
    expect(requestsTo(server, 'GET', /\/stream$/)).toHaveLength(0);
  });

  it('only logs a list it could not read, and shows it empty (spec §8), without live updates', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = notificationServer(
      [],
      [
        fakeRoute(listNotifications, () => ({
          status: 500,
          body: { error: 'Internal Server Error', detail: 'The database is unavailable' },
        })),
      ],
    );
    const { user } = renderBell(server);
    await user.click(await bell('Notifications, 0 unread'));
    expect(within(await popover()).getByText("You don't have any notifications")).toBeVisible();
    expect(logged).toHaveBeenCalledWith('Notifications: the list could not be loaded', expect.objectContaining({ status: 500 }));
    // The stream would most likely fail the same way: none is opened.
    expect(requestsTo(server, 'GET', /\/stream$/)).toHaveLength(0);
  });

  it('marks all read with an empty notification_id', async () => {
    const server = notificationServer(someNotifications());
    const { user } = renderBell(server);
    await user.click(await bell('Notifications, 2 unread'));
    await user.click(within(await popover()).getByRole('button', { name: 'Mark all as read' }));
    await bell('Notifications, 0 unread');
    const [request] = requestsTo(server, 'PUT', /\/status$/);
    expect(request?.query.get('notification_id')).toBe('');
    expect(request?.query.get('status')).toBe('read');
    expect(screen.queryByText(/Unread:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks one read as it is opened, and follows its link', async () => {
    const server = notificationServer(someNotifications());
    const { user } = renderBell(server);
    await user.click(await bell('Notifications, 2 unread'));
    await user.click(within(await popover()).getByRole('link', { name: /support-bot-llama is running/ }));
    expect(await screen.findByText('Deployments page')).toBeVisible();
    await bell('Notifications, 1 unread');
    expect(requestsTo(server, 'PUT', /\/status$/).map((request) => request.query.get('notification_id'))).toEqual(['103']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // One already read is only opened.
    await user.click(await bell('Notifications, 1 unread'));
    await user.click(within(await popover()).getByRole('link', { name: /gpt2 was cloned/ }));
    expect(requestsTo(server, 'PUT', /\/status$/)).toHaveLength(1);
  });

  it('has no serious accessibility findings, open or closed', async () => {
    const { user } = renderBell(notificationServer(someNotifications()));
    await bell('Notifications, 2 unread');
    expect(await violations(document.body)).toEqual([]);
    await user.click(await bell('Notifications, 2 unread'));
    await popover();
    expect(await violations(document.body)).toEqual([]);
  });

  it('is reached and opened with the keyboard, and Escape closes it', async () => {
    const { user } = renderBell(notificationServer(someNotifications()));
    await bell('Notifications, 2 unread');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await popover();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('NotificationBell: live updates', () => {
  it('connects with the key after the newest listed one, and shows what arrives without a reload', async () => {
    const server = notificationServer(someNotifications());
    const { user } = renderBell(server, <Balance />);
    await bell('Notifications, 2 unread');
    await waitFor(() => expect(server.open()).toHaveLength(1));
    const [stream] = requestsTo(server, 'GET', /\/stream$/);
    expect(stream?.query.get('after')).toBe('104');
    expect(stream?.headers['x-api-key']).toBe(TEST_API_KEY);
    await screen.findByText('Balance 1000');

    // Work done: counted and listed, the balance left alone.
    server.push(
      notification({ notification_id: '105', kind: 'deployment_stopped', message: 'support-bot-llama stopped: spend cap reached' }),
    );
    await bell('Notifications, 3 unread');
    expect(requestsTo(server, 'GET', /\/users\//)).toHaveLength(1);

    // Money in: the balance is read again.
    server.setBalance(1125);
    server.push(notification({ notification_id: '106', kind: 'bonus', message: 'You received a bonus of 125.00 BGL: Referral bonus' }));
    await bell('Notifications, 4 unread');
    expect(await screen.findByText('Balance 1125')).toBeInTheDocument();

    await user.click(await bell('Notifications, 4 unread'));
    const items = within(await popover()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Unread: You received a bonus of 125.00 BGL: Referral bonus');
    expect(items[1]).toHaveTextContent('Unread: support-bot-llama stopped: spend cap reached');
  });

  it('follows notifications read elsewhere', async () => {
    const server = notificationServer(someNotifications());
    const { user } = renderBell(server);
    await bell('Notifications, 2 unread');
    await waitFor(() => expect(server.open()).toHaveLength(1));
    server.readElsewhere(['104']);
    await bell('Notifications, 1 unread');
    await user.click(await bell('Notifications, 1 unread'));
    await waitFor(() => expect(within(screen.getByRole('dialog')).getAllByText(/Unread:/)).toHaveLength(1));
  });

  it('reconnects after the stream ends, asking only for what it has not seen, and rereads the list', async () => {
    const server = notificationServer(someNotifications());
    renderBell(server);
    await waitFor(() => expect(server.open()).toHaveLength(1));
    server.push(notification({ notification_id: '105', message: 'carol sent you 3.00 BGL' }));
    await bell('Notifications, 3 unread');
    server.dropAll();
    await waitFor(() => expect(server.open()).toHaveLength(1));
    expect(requestsTo(server, 'GET', /\/stream$/).map((request) => request.query.get('after'))).toEqual(['104', '105']);
    await waitFor(() => expect(requestsTo(server, 'POST', /\/notification\/user\//)).toHaveLength(2));
  });

  it('hangs up when the bell goes (sign-out)', async () => {
    const server = notificationServer(someNotifications());
    const { unmount } = renderBell(server);
    await waitFor(() => expect(server.open()).toHaveLength(1));
    unmount();
    await waitFor(() => expect(server.open()).toHaveLength(0));
    expect(requestsTo(server, 'GET', /\/stream$/)).toHaveLength(1);
  });

  it('connects for an empty list too, asking for everything after it', async () => {
    const server = notificationServer([]);
    renderBell(server);
    await waitFor(() => expect(server.open()).toHaveLength(1));
    expect(requestsTo(server, 'GET', /\/stream$/)[0]?.query.get('after')).toBe('0');
    server.push(notification({ notification_id: '1' }));
    await bell('Notifications, 1 unread');
    expect(screen.getByText('1')).toBeInTheDocument();
  });
});
