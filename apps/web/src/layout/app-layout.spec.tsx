import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { getUserData } from '@bagel/wallet-contract';
import { getDocumentation } from '@bagel/support-contract';
import { GITHUB_URL } from '@bagel/contract';
import { TEST_USER } from '@bagel/session/testing';
import { BalanceChip, BuyBagelsTooltip, CurrencySwitch } from '@bagel/wallet-web';
import { fakeFetch, fakeRoute, setViewportWidth } from '@bagel/web-testing';
import { NARROW_WIDTH, renderRoutes } from '../testing/render-routes';
import { AppLayout } from './app-layout';

const DOCS_URL = 'https://docs.bagel.test/reference';

const routes: RouteObject[] = [{ element: <AppLayout />, children: [{ path: '*', element: <h1>The page</h1> }] }];

/** The shell as the route table fills it: the wallet's balance and currency switch in the header. */
const shellRoutes: RouteObject[] = [
  {
    element: <AppLayout headerSlots={{ currencySwitch: <CurrencySwitch />, balance: <BalanceChip buyButton={<BuyBagelsTooltip />} /> }} />,
    children: [{ path: '*', element: <h1>The page</h1> }],
  },
];

const api = () =>
  fakeFetch([
    fakeRoute(getDocumentation, () => ({ body: { documentation_url: DOCS_URL } })),
    fakeRoute(getUserData, () => ({ body: { id: TEST_USER.id, username: TEST_USER.username, balance: 1000 } })),
  ]);

const sidebar = () => screen.queryByRole('navigation', { name: 'Sidebar' });

describe('AppLayout on a desktop', () => {
  it('has the header, the sidebar and the page', async () => {
    renderRoutes(routes, { route: '/dashboard', fetch: api() });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('The page');
    expect(sidebar()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('links the logo and the Dashboard link to /dashboard', () => {
    renderRoutes(routes, { route: '/profile', fetch: api() });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Bagel' })).toHaveAttribute('href', '/dashboard');
    expect(within(header).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it.each(['/dataset', '/model', '/market'])('hides the sidebar on %s', (route) => {
    renderRoutes(routes, { route, fetch: api() });
    expect(sidebar()).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('The page');
  });

  it('lists the sidebar entries in order and marks the current one', async () => {
    renderRoutes(routes, { route: '/api-key', fetch: api() });
    const nav = sidebar();
    if (!nav) throw new Error('no sidebar');
    await within(nav).findByRole('link', { name: /Documentation/ });
    const inDocumentOrder = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);
    const names = [...within(nav).getAllByRole('link'), ...within(nav).getAllByRole('button')]
      .sort(inDocumentOrder)
      .map((el) => el.textContent);
    expect(names).toEqual([
      'Profile',
      'My Datasets',
      'My Models',
      'Market',
      'Deployments',
      'AI Generation Models',
      'API-Key',
      'Buy Bagel',
      'Send Bagel',
      'Transaction History',
      'Earn Bagels',
      'Documentation (opens in a new tab)',
      'FAQ',
      'Contact Us',
    ]);
    expect(within(nav).getByRole('link', { name: 'API-Key' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Buy Bagel' })).toHaveAttribute('href', '/buy-bagels');
    expect(within(nav).getByRole('link', { name: 'Earn Bagels' })).toHaveAttribute('href', '/invite');
    expect(within(nav).getByRole('link', { name: 'Deployments' })).toHaveAttribute('href', '/my-deployments');
    expect(within(nav).getByRole('link', { name: 'AI Generation Models' })).toHaveAttribute('href', '/ai-generation');
    expect(within(nav).getByRole('group', { name: 'Get Help' })).toBeInTheDocument();
  });

  it('marks no sidebar entry on a hub model’s page, though its path starts with /model', async () => {
    renderRoutes(routes, { route: '/model/source/meta-llama%2FLlama-3.1-8B/description', fetch: api() });
    const nav = sidebar();
    if (!nav) throw new Error('no sidebar');
    expect(within(nav).getByRole('link', { name: 'My Models' })).not.toHaveAttribute('aria-current');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toEqual([]);
  });

  it("puts 'Skip to content' first in the tab order; it moves the focus to the page", async () => {
    const page = (
      <button type="button" onClick={() => undefined}>
        First on the page
      </button>
    );
    const { user } = renderRoutes([{ element: <AppLayout />, children: [{ path: '*', element: page }] }], {
      route: '/dashboard',
      fetch: api(),
    });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First on the page' })).toHaveFocus();
  });

  it('opens the Contact Us sheet from the sidebar', async () => {
    const { user } = renderRoutes(routes, { route: '/dashboard', fetch: api() });
    await user.click(within(sidebar() as HTMLElement).getByRole('button', { name: 'Contact Us' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('opens the Send Bagel and Transaction History panels from the sidebar', async () => {
    const { user } = renderRoutes(routes, { route: '/dashboard', fetch: api() });
    await user.click(within(sidebar() as HTMLElement).getByRole('button', { name: 'Send Bagel' }));
    expect(await screen.findByRole('dialog', { name: 'Send Bagel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(within(sidebar() as HTMLElement).getByRole('button', { name: 'Transaction History' }));
    expect(await screen.findByRole('dialog', { name: 'Transaction History' })).toBeInTheDocument();
  });

  it('hides the sidebar and shows the burger when the window narrows', () => {
    renderRoutes(routes, { route: '/dashboard', fetch: api() });
    expect(sidebar()).toBeInTheDocument();
    act(() => setViewportWidth(1279));
    expect(sidebar()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});

describe('AppLayout below 1280 px', () => {
  it('has no sidebar; the burger opens a menu panel with every entry', async () => {
    const { user } = renderRoutes(routes, { route: '/dashboard', width: NARROW_WIDTH, fetch: api() });
    expect(sidebar()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(panel).getByText('alice')).toBeInTheDocument();
    expect(within(panel).getByText('alice@example.com')).toBeInTheDocument();
    const menu = within(panel).getByRole('navigation', { name: 'Menu' });
    await within(menu).findByRole('link', { name: /Documentation/ });
    for (const [name, href] of [
      ['Dashboard', '/dashboard'],
      ['Profile', '/profile'],
      ['My Datasets', '/dataset'],
      ['My Models', '/model'],
      ['Market', '/market'],
      ['Deployments', '/my-deployments'],
      ['AI Generation Models', '/ai-generation'],
      ['API-Key', '/api-key'],
      ['Buy Bagel', '/buy-bagels'],
      ['Earn Bagels', '/invite'],
      ['FAQ', '/faq'],
    ]) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(menu).getByRole('link', { name: /Documentation/ })).toHaveAttribute('href', DOCS_URL);
    expect(within(menu).getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', GITHUB_URL);
    expect(within(menu).getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Send Bagel' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Transaction History' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('closes the menu panel when an entry is chosen', async () => {
    const { user, router } = renderRoutes(routes, { route: '/dashboard', width: NARROW_WIDTH, fetch: api() });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(panel).getByRole('link', { name: 'Profile' }));
    expect(router.state.location.pathname).toBe('/profile');
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('holds the balance (with its + to buy) and the currency switch too, at phone width', async () => {
    const { user } = renderRoutes(shellRoutes, { route: '/dashboard', width: 375, fetch: api() });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(panel).findByText('🥯 1,000.00')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Buy Bagels' })).toHaveAttribute('href', '/buy-bagels');
    await user.click(within(panel).getByRole('radio', { name: 'USD' }));
    expect(await within(panel).findByText('$40.00')).toBeInTheDocument();
  });

  it('closes the menu panel when the balance takes the user to Buy Bagels', async () => {
    const { user, router } = renderRoutes(shellRoutes, { route: '/dashboard', width: 375, fetch: api() });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(panel).getByRole('link', { name: 'Buy Bagels' }));
    expect(router.state.location.pathname).toBe('/buy-bagels');
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('links admins to /admin from the menu panel, and only admins', async () => {
    const { user, unmount } = renderRoutes(routes, {
      route: '/dashboard',
      width: NARROW_WIDTH,
      session: { user: { ...TEST_USER, role: 'admin' } },
      fetch: api(),
    });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(panel).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    unmount();

    const other = renderRoutes(routes, { route: '/dashboard', width: NARROW_WIDTH, fetch: api() });
    await other.user.click(screen.getByRole('button', { name: 'Open menu' }));
    const userPanel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(userPanel).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(userPanel).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
