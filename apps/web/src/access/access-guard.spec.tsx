import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { getSettings } from '@bagel/contract';
import { routeQueryKey } from '@bagel/api-react';
import { useHoldWaitlistRedirect, useSession } from '@bagel/session';
import { TEST_USER } from '@bagel/session/testing';
import { createTestQueryClient, fakeFetch, type FakeHandler, fakeRoute, never } from '@bagel/web-testing';
import { renderRoutes } from '../testing/render-routes';
import { AccessGuard } from './access-guard';
import { AdminOnly } from './admin-only';

function Where({ name }: { name: string }) {
  return (
    <p>
      {name} at {useLocation().pathname}
    </p>
  );
}

function SignOut() {
  const { signOut } = useSession();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

const routes: RouteObject[] = [
  {
    element: <AccessGuard />,
    children: [
      { index: true, element: <Where name="landing" /> },
      { path: 'dashboard', element: <Where name="dashboard" /> },
      {
        path: 'profile',
        element: (
          <>
            <Where name="profile" />
            <SignOut />
          </>
        ),
      },
      { path: 'buy-bagels', element: <Where name="buy" /> },
      { path: 'waitlist', element: <Where name="waitlist" /> },
      { path: 'admin', element: <AdminOnly />, children: [{ index: true, element: <Where name="admin" /> }] },
    ],
  },
];

/** As the referral flow's failure pop-up does: holds the redirect, then puts the user on the waitlist under it. */
function FailurePopup() {
  const [open, setOpen] = useState(true);
  const { user, setUser } = useSession();
  useHoldWaitlistRedirect(open);
  useEffect(() => {
    if (user && user.role !== 'waitlist') setUser({ ...user, role: 'waitlist' });
  }, [user, setUser]);
  return open ? (
    <button type="button" onClick={() => setOpen(false)}>
      Close the pop-up
    </button>
  ) : null;
}

const setting =
  (enabled: boolean): FakeHandler<typeof getSettings> =>
  () => ({ body: { enabled } });
const waitlisted = { user: { ...TEST_USER, role: 'waitlist' as const } };

describe('AccessGuard', () => {
  it('pushes a signed-out visitor to the landing page', async () => {
    renderRoutes(routes, {
      route: '/profile',
      session: { status: 'signed-out', user: null, apiKey: null, config: null },
      fetch: fakeFetch([fakeRoute(getSettings, setting(true))]),
    });
    expect(await screen.findByText('landing at /')).toBeInTheDocument();
  });

  it('remembers the deep link a signed-out visitor asked for', async () => {
    const signedOut = { status: 'signed-out' as const, user: null, apiKey: null, config: null };
    const { router } = renderRoutes(routes, {
      route: '/buy-bagels?amount=5',
      session: signedOut,
      fetch: fakeFetch([fakeRoute(getSettings, setting(true))]),
    });
    expect(await screen.findByText('landing at /')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fbuy-bagels%3Famount%3D5');
  });

  it('sends a visitor who signed in on the landing page to the remembered page', async () => {
    const { router } = renderRoutes(routes, {
      route: '/?next=%2Fbuy-bagels%3Famount%3D5',
      fetch: fakeFetch([fakeRoute(getSettings, setting(true))]),
    });
    expect(await screen.findByText('buy at /buy-bagels')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?amount=5');
  });

  it('does not send a signed-in visitor to a crafted ?next=', async () => {
    renderRoutes(routes, { route: '/?next=%2F%2Fevil.com', fetch: fakeFetch([fakeRoute(getSettings, setting(true))]) });
    expect(await screen.findByText('dashboard at /dashboard')).toBeInTheDocument();
  });

  it('does not remember the page a user signed out from', async () => {
    const { user, router } = renderRoutes(routes, { route: '/profile', fetch: fakeFetch([fakeRoute(getSettings, setting(true))]) });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('landing at /')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('sends a signed-in visitor from the landing page to the dashboard', async () => {
    renderRoutes(routes, { route: '/', fetch: fakeFetch([fakeRoute(getSettings, setting(true))]) });
    expect(await screen.findByText('dashboard at /dashboard')).toBeInTheDocument();
  });

  it('lets a signed-in user through', async () => {
    renderRoutes(routes, { route: '/profile', fetch: fakeFetch([fakeRoute(getSettings, setting(true))]) });
    expect(await screen.findByText('profile at /profile')).toBeInTheDocument();
  });

  it('redirects a waitlisted user to /waitlist while the setting is on', async () => {
    renderRoutes(routes, { route: '/profile', session: waitlisted, fetch: fakeFetch([fakeRoute(getSettings, setting(true))]) });
    expect(await screen.findByText('waitlist at /waitlist')).toBeInTheDocument();
  });

  it('shows a waitlisted user neither the page nor /waitlist while the setting loads', async () => {
    const { router } = renderRoutes(routes, {
      route: '/dashboard',
      session: waitlisted,
      fetch: fakeFetch([fakeRoute(getSettings, never)]),
    });
    expect(await screen.findByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    expect(screen.queryByText(/at \//)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.navigation.state).toBe('idle');
  });

  it.each([
    [true, 'waitlist at /waitlist'],
    [false, 'dashboard at /dashboard'],
  ])('decides once the setting loads (%s): the waitlisted user goes straight where it says', async (enabled, shown) => {
    let answer: (enabled: boolean) => void = () => undefined;
    const settings = new Promise<boolean>((resolve) => (answer = resolve));
    const { router } = renderRoutes(routes, {
      route: '/dashboard',
      session: waitlisted,
      fetch: fakeFetch([fakeRoute(getSettings, async () => ({ body: { enabled: await settings } }))]),
    });
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await screen.findByRole('status', { name: 'Loading your account' });
    answer(enabled);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(visited.filter((path) => path !== '/dashboard')).toEqual(enabled ? ['/waitlist'] : []);
  });

  it('redirects a waitlisted user when the setting cannot be loaded', async () => {
    renderRoutes(routes, {
      route: '/dashboard',
      session: waitlisted,
      fetch: fakeFetch([fakeRoute(getSettings, () => ({ status: 500, body: { error: 'internal', detail: 'Down' } }))]),
    });
    expect(await screen.findByText('waitlist at /waitlist')).toBeInTheDocument();
  });

  it('leaves a waitlisted user where they are when the setting is off', async () => {
    // The setting query starts with the session load, so it is usually known by the time the guard decides.
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(routeQueryKey(getSettings), { enabled: false });
    renderRoutes(routes, {
      route: '/profile',
      session: waitlisted,
      queryClient,
      fetch: fakeFetch([fakeRoute(getSettings, setting(false))]),
    });
    expect(await screen.findByText('profile at /profile')).toBeInTheDocument();
  });

  it('holds the waitlist redirect while a pop-up must be read, then redirects', async () => {
    const held: RouteObject[] = [
      {
        element: <AccessGuard />,
        children: [
          {
            path: 'dashboard',
            element: (
              <>
                <Where name="dashboard" />
                <FailurePopup />
              </>
            ),
          },
          { path: 'waitlist', element: <Where name="waitlist" /> },
        ],
      },
    ];
    const { user } = renderRoutes(held, { route: '/dashboard', fetch: fakeFetch([fakeRoute(getSettings, setting(true))]) });
    const close = await screen.findByRole('button', { name: 'Close the pop-up' });
    expect(screen.getByText('dashboard at /dashboard')).toBeInTheDocument();
    await user.click(close);
    expect(await screen.findByText('waitlist at /waitlist')).toBeInTheDocument();
  });

  it('exempts /admin from the waitlist redirect (and tells a non-admin why they cannot see it)', async () => {
    renderRoutes(routes, { route: '/admin', session: waitlisted, fetch: fakeFetch([fakeRoute(getSettings, setting(true))]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByText('You need admin rights to view this page.')).toBeInTheDocument();
    expect(screen.queryByText(/waitlist at/)).not.toBeInTheDocument();
  });

  it('shows /admin to an admin', async () => {
    renderRoutes(routes, {
      route: '/admin',
      session: { user: { ...TEST_USER, role: 'admin' } },
      fetch: fakeFetch([fakeRoute(getSettings, setting(true))]),
    });
    expect(await screen.findByText('admin at /admin')).toBeInTheDocument();
  });

  it('waits for the session before deciding', () => {
    renderRoutes(routes, {
      route: '/profile',
      session: { status: 'loading', user: null },
      fetch: fakeFetch([fakeRoute(getSettings, setting(true))]),
    });
    expect(screen.getByRole('status', { name: 'Loading your session' })).toBeInTheDocument();
    expect(screen.queryByText(/at \//)).not.toBeInTheDocument();
  });

  it('offers a retry when the session could not be loaded', async () => {
    const refresh = vi.fn(async () => undefined);
    const { user } = renderRoutes(routes, {
      route: '/profile',
      session: { status: 'error', user: null, error: 'Network error: could not reach the server', refresh },
      fetch: fakeFetch([fakeRoute(getSettings, setting(true))]),
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bagel is unavailable right now');
    expect(screen.getByRole('alert')).toHaveTextContent('Network error: could not reach the server');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refresh).toHaveBeenCalledOnce();
  });
});
