import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { getDocumentation } from '@bagel/support-contract';
import { getSettings, GITHUB_URL } from '@bagel/contract';
import { TEST_USER } from '@bagel/session/testing';
import { fakeFetch, fakeRoute } from '@bagel/web-testing';
import { renderRoutes } from '../testing/render-routes';
import { AppLayout } from './app-layout';

const DOCS_URL = 'https://docs.bagel.test/reference';
const routes: RouteObject[] = [
  { path: '/', element: <p>Landing</p> },
  { element: <AppLayout />, children: [{ path: '*', element: <h1>The page</h1> }] },
];
const withDocs = () => fakeFetch([fakeRoute(getDocumentation, () => ({ body: { documentation_url: DOCS_URL } }))]);
const withoutDocs = () => fakeFetch([fakeRoute(getDocumentation, () => ({ status: 500, body: { error: 'internal', detail: 'Down' } }))]);

async function openMenu(user: ReturnType<typeof renderRoutes>['user']) {
  await user.click(screen.getByRole('button', { name: 'AB: Account menu for alice' }));
  return screen.findByRole('menu');
}

describe('Avatar menu', () => {
  it('shows the username and email, then the account entries and Sign Out', async () => {
    const { user } = renderRoutes(routes, { route: '/dashboard', fetch: withDocs() });
    const menu = await openMenu(user);
    expect(within(menu).getByText('alice')).toBeInTheDocument();
    expect(within(menu).getByText('alice@example.com')).toBeInTheDocument();
    await within(menu).findByRole('menuitem', { name: /Documentation/ });

    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Profile',
      'My Datasets',
      'My Models',
      'API-Key',
      'Documentation (opens in a new tab)',
      'GitHub (opens in a new tab)',
      'Sign Out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'My Datasets' })).toHaveAttribute('href', '/dataset');
    expect(within(menu).getByRole('menuitem', { name: 'My Models' })).toHaveAttribute('href', '/model');
    expect(within(menu).getByRole('menuitem', { name: 'API-Key' })).toHaveAttribute('href', '/api-key');
    const docs = within(menu).getByRole('menuitem', { name: /Documentation/ });
    expect(docs).toHaveAttribute('href', DOCS_URL);
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(menu).getByRole('menuitem', { name: /GitHub/ })).toHaveAttribute('href', GITHUB_URL);
  });

  it('leaves Documentation out while its address is unknown', async () => {
    // The documentation hook logs the failure; keep the test output clean.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = withoutDocs();
    const { user } = renderRoutes(routes, { route: '/dashboard', fetch });
    const menu = await openMenu(user);
    await expect.poll(() => fetch.requests.some((r) => r.path === '/api/v1/documentation')).toBe(true);
    expect(within(menu).queryByRole('menuitem', { name: /Documentation/ })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /GitHub/ })).toBeInTheDocument();
    logged.mockRestore();
  });

  it('signs out and returns to the landing page', async () => {
    const signOut = vi.fn(async () => undefined);
    const { user, router } = renderRoutes(routes, { route: '/profile', session: { signOut }, fetch: withDocs() });
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
    await expect.poll(() => router.state.location.pathname).toBe('/');
    expect(screen.getByText('Landing')).toBeInTheDocument();
  });

  it('shows initials without a picture, and the picture when there is one', () => {
    const picture = 'data:image/jpeg;base64,AAAA';
    const { unmount, container } = renderRoutes(routes, { route: '/dashboard', fetch: withDocs() });
    const button = screen.getByRole('button', { name: 'AB: Account menu for alice' });
    expect(button).toHaveTextContent('AB');
    expect(container.querySelector('img')).toBeNull();
    unmount();

    renderRoutes(routes, { route: '/dashboard', session: { user: { ...TEST_USER, image_url: picture } }, fetch: withDocs() });
    const img = screen.getByRole('button', { name: 'Account menu for alice' }).querySelector('img');
    expect(img).toHaveAttribute('src', picture);
  });

  it('links an admin to the Admin page', async () => {
    const { user } = renderRoutes(routes, { route: '/dashboard', session: { user: { ...TEST_USER, role: 'admin' } }, fetch: withDocs() });
    const menu = await openMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('offers a user the waitlist restricts nothing but Sign Out', async () => {
    const fetch = fakeFetch([fakeRoute(getSettings, () => ({ body: { enabled: true } }))]);
    const { user } = renderRoutes(routes, { route: '/admin', session: { user: { ...TEST_USER, role: 'waitlist' } }, fetch });
    const menu = await openMenu(user);
    expect(within(menu).getByText('alice@example.com')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sign Out']);
  });
});
