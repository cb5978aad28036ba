import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { TEST_API_KEY, TEST_USER } from '@bagel/session/testing';
import { fakeFetch } from '@bagel/web-testing';
import { renderRoutes } from '../testing/render-routes';
import { appRoutes } from './app-routes';
import { UPCOMING_ROUTES } from './upcoming-routes';

const onboarding = {
  create_dataset: { completed: false },
  create_model: { completed: false },
  fine_tune_model: { completed: false },
  onboarding_completed: false,
};

const api = () =>
  fakeFetch({
    'GET /api/settings': () => ({ body: { enabled: true } }),
    'GET /api/v1/documentation': () => ({ body: { documentation_url: 'https://docs.bagel.test/' } }),
    'GET /api/v1/onboarding/{userId}': () => ({ body: onboarding }),
    'GET /api/v1/api_keys': () => ({ body: { data: TEST_API_KEY } }),
  });

async function pageHeading() {
  const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  return heading;
}

describe('app routes', () => {
  it.each([
    ['/dashboard', /Welcome/],
    ['/profile', /Profile/],
    ['/api-key', /API/],
    ['/faq', /FAQ|Frequently/],
  ])('%s renders its page in the shell', async (route, title) => {
    const { router } = renderRoutes(appRoutes, { route, fetch: api() });
    expect(await pageHeading()).toHaveTextContent(title);
    expect(router.state.location.pathname).toBe(route);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('shows the landing page to a signed-out visitor, in a main landmark', async () => {
    renderRoutes(appRoutes, { route: '/', session: { status: 'signed-out', user: null, apiKey: null, config: null }, fetch: api() });
    expect(await pageHeading()).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the waitlist page to a waitlisted user', async () => {
    const { router } = renderRoutes(appRoutes, { route: '/dashboard', session: { user: { ...TEST_USER, role: 'waitlist' } }, fetch: api() });
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

  it.each(UPCOMING_ROUTES.map(({ path, title }) => [path.replace(/:(\w+)/g, 'x-$1'), title]))('%s is honest that it is not available yet', async (route, title) => {
    renderRoutes(appRoutes, { route, fetch: api() });
    expect(await pageHeading()).toHaveTextContent(title);
    expect(screen.getByRole('heading', { level: 2, name: 'Not available yet' })).toBeInTheDocument();
  });

  it('answers an unknown path with a 404 page linking to the dashboard', async () => {
    renderRoutes(appRoutes, { route: '/no/such/page', fetch: api() });
    expect(await pageHeading()).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
