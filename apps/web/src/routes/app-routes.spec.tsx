import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getUserData } from '@bagel/wallet-contract';
import { getDocumentation } from '@bagel/support-contract';
import {
  deleteReferralStash,
  generateReferralCode,
  getReferralStash,
  getSocialAuthStatus,
  getSocialPostStatus,
  validateReferralCode,
} from '@bagel/referrals-contract';
import { getOnboarding } from '@bagel/onboarding-contract';
import { listGenerations } from '@bagel/generation-contract';
import { getDeploymentStats, listUserDeployments } from '@bagel/deployments-contract';
import { getSettings } from '@bagel/contract';
import { listDatasets } from '@bagel/assets-contract';
import { getApiKey } from '@bagel/api-keys-contract';
import { getUserPreferences, signIn, updateRole } from '@bagel/account-contract';
import { TEST_API_KEY, TEST_CONFIG, TEST_USER } from '@bagel/session/testing';
import { fakeFetch, fakeRoute, type RouteFake } from '@bagel/web-testing';
import { renderRoutes } from '../testing/render-routes';
import { appRoutes } from './app-routes';
import { progress } from '@bagel/referrals-web/testing';

/** A route's lazy modules are transformed on first import: with the shell's header and prompts, a loaded 2-core CI machine took over 5 s. */
const LAZY_ROUTE_WAIT = 15_000;

const onboarding = {
  create_dataset: { completed: false },
  create_model: { completed: false },
  fine_tune_model: { completed: false },
  onboarding_completed: false,
};

const api = (handlers: RouteFake[] = []) =>
  fakeFetch([
    fakeRoute(getSettings, () => ({ body: { enabled: true } })),
    fakeRoute(signIn, () => ({ body: { user: TEST_USER, apiKey: TEST_API_KEY, config: TEST_CONFIG } })),
    fakeRoute(getUserData, () => ({ body: { id: TEST_USER.id, username: TEST_USER.username, balance: 1000 } })),
    fakeRoute(getDocumentation, () => ({ body: { documentation_url: 'https://docs.bagel.test/' } })),
    fakeRoute(getOnboarding, () => ({ body: onboarding })),
    fakeRoute(getApiKey, () => ({ body: { data: TEST_API_KEY } })),
    fakeRoute(listDatasets, () => ({ body: { datasets: [] } })),
    fakeRoute(listGenerations, () => ({ body: { generations: [], has_more: false } })),
    fakeRoute(listUserDeployments, () => ({ body: { deployments: [] } })),
    fakeRoute(getDeploymentStats, () => ({
      body: { total_running_deployment: 0, total_pending_deployment: 0, total_deployments: 0, total_cost: 0 },
    })),
    fakeRoute(generateReferralCode, () => ({ body: progress({ friends_joined: 0 }) })),
    fakeRoute(getSocialAuthStatus, () => ({ body: { status: 'authorized', username: null, authorize_url: null } })),
    fakeRoute(getSocialPostStatus, () => ({ body: { status: 'none', post: null } })),
    // No stored referral code, and the 'Share Bagel' pop-up dismissed: the pages alone.
    fakeRoute(getReferralStash, () => ({ body: { referralCode: null } })),
    fakeRoute(getUserPreferences, () => ({ body: { referral_modal_dismissed: true, referral_modal_last_shown: null } })),
    ...handlers,
  ]);

async function pageHeading() {
  const heading = await screen.findByRole('heading', { level: 1 }, { timeout: LAZY_ROUTE_WAIT });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  return heading;
}

describe('app routes', () => {
  it.each([
    ['/dashboard', /Welcome/],
    ['/profile', /Profile/],
    ['/api-key', /API/],
    ['/faq', /FAQ|Frequently/],
    ['/dataset', /My Datasets/],
    ['/model', /My Models/],
    ['/ai-generation', /AI Generation Models/],
    ['/my-deployments', /Deployments/],
    ['/my-deployments/x-1/chat', /Playground/],
    ['/invite', /Earn Bagels/],
  ])('%s renders its page in the shell', async (route, title) => {
    const { router } = renderRoutes(appRoutes, { route, fetch: api() });
    expect(await pageHeading()).toHaveTextContent(title);
    expect(router.state.location.pathname).toBe(route);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('puts the model search in the header', async () => {
    renderRoutes(appRoutes, { route: '/dashboard', fetch: api() });
    await pageHeading();
    // Its box, until the search's code is in (`DeferredControl`), then the search itself.
    expect(within(screen.getByRole('banner')).getByLabelText('Search models')).toBeInTheDocument();
  });

  it('shows the landing page to a signed-out visitor, in a main landmark', async () => {
    renderRoutes(appRoutes, { route: '/', session: { status: 'signed-out', user: null, apiKey: null, config: null }, fetch: api() });
    expect(await pageHeading()).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the waitlist page to a waitlisted user', async () => {
    const { router } = renderRoutes(appRoutes, {
      route: '/dashboard',
      session: { user: { ...TEST_USER, role: 'waitlist' } },
      fetch: api(),
    });
    await pageHeading();
    expect(router.state.location.pathname).toBe('/waitlist');
  });

  it('shows the admin page to an admin', async () => {
    renderRoutes(appRoutes, { route: '/admin', session: { user: { ...TEST_USER, role: 'admin' } }, fetch: api() });
    expect(await pageHeading()).toHaveTextContent('Admin');
    expect(screen.queryByText('You need admin rights to view this page.')).not.toBeInTheDocument();
  });

  it('tells a non-admin that /admin needs admin rights', async () => {
    renderRoutes(appRoutes, { route: '/admin', fetch: api() });
    expect(await pageHeading()).toHaveTextContent('Admin');
    expect(screen.getByText('You need admin rights to view this page.')).toBeInTheDocument();
  });

  it("shows 'Bonus Assignment Failed' before the waitlist redirect when a stored referral code is refused", async () => {
    let stash: string | null = 'USEDUP99';
    const fetch = api([
      fakeRoute(getReferralStash, () => ({ body: { referralCode: stash } })),
      fakeRoute(deleteReferralStash, () => {
        stash = null;
        return { body: { success: true } };
      }),
      fakeRoute(validateReferralCode, () => ({
        status: 422,
        body: { error: 'Unprocessable Entity', detail: 'Invalid code or reached maximum limit of invites' },
      })),
      fakeRoute(updateRole, () => ({ body: { user: { ...TEST_USER, role: 'waitlist' } } })),
    ]);
    const { router, user } = renderRoutes(appRoutes, { route: '/dashboard', fetch });
    const popup = await screen.findByRole('dialog', { name: 'Bonus Assignment Failed' });
    await waitFor(() => expect(fetch.requests.some((request) => request.path === '/api/updateProfile')).toBe(true));
    // The role is waitlist now, yet the redirect waits for the pop-up to be read.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe('/dashboard');
    await user.click(within(popup).getByRole('link', { name: 'Go to Waitlist' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/waitlist'));
    expect(await pageHeading()).toBeInTheDocument();
  });

  it('answers an unknown path with a 404 page linking to the dashboard', async () => {
    renderRoutes(appRoutes, { route: '/no/such/page', fetch: api() });
    expect(await pageHeading()).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it.each([
    ['/', 'Welcome · Bagel', { status: 'signed-out' as const, user: null, apiKey: null, config: null }],
    ['/dashboard', 'Dashboard · Bagel', undefined],
    ['/profile', 'Profile · Bagel', undefined],
    ['/api-key', 'API-Key · Bagel', undefined],
    ['/faq', 'FAQ · Bagel', undefined],
    ['/buy-bagels', 'Buy Bagels · Bagel', undefined],
    ['/admin', 'Admin · Bagel', { user: { ...TEST_USER, role: 'admin' as const } }],
    ['/waitlist', 'Waitlist · Bagel', { user: { ...TEST_USER, role: 'waitlist' as const } }],
    ['/my-deployments', 'Deployments · Bagel', undefined],
    ['/my-deployments/x-1/chat', 'Playground · Bagel', undefined],
    ['/dataset', 'My Datasets · Bagel', undefined],
    ['/model', 'My Models · Bagel', undefined],
    ['/ai-generation', 'AI Generation Models · Bagel', undefined],
    ['/dataset/x-1/description', 'Manage Dataset · Bagel', undefined],
    ['/model/x-1/description', 'Manage Model · Bagel', undefined],
    ['/market/dataset/x-1/description', 'Market dataset detail · Bagel', undefined],
    ['/market/model/x-1/description', 'Market model detail · Bagel', undefined],
    ['/hub', 'Hugging Face Hub · Bagel', undefined],
    ['/model/source/x-1/description', 'Hub-sourced model detail · Bagel', undefined],
    ['/market/source/dataset/x-1/description', 'Hub-sourced asset detail · Bagel', undefined],
    ['/no/such/page', 'Page not found · Bagel', undefined],
  ])('names the browser tab on %s: %s', async (route, title, session) => {
    document.title = 'Bagel';
    renderRoutes(appRoutes, { route, session, fetch: api() });
    await pageHeading();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('shows the waitlist page without the shell: only the message and Sign out', async () => {
    renderRoutes(appRoutes, { route: '/dashboard', session: { user: { ...TEST_USER, role: 'waitlist' } }, fetch: api() });
    expect(await pageHeading()).toHaveTextContent("You're on the waitlist");
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.queryByRole('link', { name: 'Buy Bagels' })).not.toBeInTheDocument();
  });

  it('gives a waitlisted user on an admin path no wallet, navigation or panels: the avatar menu holds Sign Out alone', async () => {
    const { user } = renderRoutes(appRoutes, { route: '/admin', session: { user: { ...TEST_USER, role: 'waitlist' } }, fetch: api() });
    expect(await pageHeading()).toHaveTextContent('Admin');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Bagel' })).toHaveAttribute('href', '/waitlist');
    expect(within(header).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the waitlist page' })).toHaveAttribute('href', '/waitlist');
    expect(within(header).queryByRole('link', { name: 'Buy Bagels' })).not.toBeInTheDocument();
    expect(within(header).queryByText('Currency')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: /Account menu for alice/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sign Out']);
  });

  it('gives a waitlisted user the whole shell once the waitlist is off', async () => {
    const fetch = fakeFetch([
      fakeRoute(getSettings, () => ({ body: { enabled: false } })),
      fakeRoute(getOnboarding, () => ({ body: onboarding })),
    ]);
    const { router } = renderRoutes(appRoutes, { route: '/dashboard', session: { user: { ...TEST_USER, role: 'waitlist' } }, fetch });
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.navigation.location?.pathname ?? state.location.pathname));
    expect(await screen.findByRole('navigation', { name: 'Sidebar' }, { timeout: LAZY_ROUTE_WAIT })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Buy Bagels' })).toBeInTheDocument();
    // The guard waited for the setting instead of sending the user to /waitlist and back, which raced the page.
    expect(visited).not.toContain('/waitlist');
  });

  it('brings a visitor who opened a deep link back to it after signing in', async () => {
    const { user, router } = renderRoutes(appRoutes, {
      route: '/buy-bagels?amount=5',
      session: { status: 'signed-out', user: null, apiKey: null, config: null },
      fetch: api(),
    });
    expect(await pageHeading()).toHaveTextContent('Welcome to Bagel');
    expect(router.state.location.pathname).toBe('/');

    const form = within(screen.getByRole('form', { name: 'Sign in' }));
    await user.type(form.getByLabelText(/Username or email/), 'alice');
    await user.type(form.getByLabelText(/^Password/), 'correct horse');
    await user.click(form.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/buy-bagels'), { timeout: LAZY_ROUTE_WAIT });
    expect(router.state.location.search).toBe('?amount=5');
  });

  it('offers the 404 page reached from another page a way back, and the dashboard', async () => {
    const { user, router } = renderRoutes(appRoutes, { route: '/profile', fetch: api() });
    await pageHeading();
    await act(() => router.navigate('/no/such/page'));
    await screen.findByRole('button', { name: 'Go back' }, { timeout: LAZY_ROUTE_WAIT });
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('offers the 404 page opened directly only the dashboard, having nowhere to go back to', async () => {
    renderRoutes(appRoutes, { route: '/no/such/page', fetch: api() });
    await pageHeading();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
  });
});
