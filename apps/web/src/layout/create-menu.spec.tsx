import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import type { RouteObject } from 'react-router';
import { TEST_USER } from '@bagel/session/testing';
import { withAppProviders } from '@bagel/web-testing';
import { shellFetch } from '../testing/story-fakes';
import { NARROW_WIDTH, renderRoutes } from '../testing/render-routes';
import { AppLayout } from './app-layout';
import * as createMenuStories from './create-menu.stories';

const { Opened, Closed } = composeStories(createMenuStories, { decorators: [withAppProviders] });

const routes: RouteObject[] = [{ element: <AppLayout />, children: [{ path: '*', element: <h1>The page</h1> }] }];
const PHONE_WIDTH = 375;

const createDatasetSheet = () => screen.findByRole('dialog', { name: 'Create Dataset' });

describe('Create menu stories', () => {
  it('Opened offers Create Dataset, and Create Model disabled as coming soon', async () => {
    const user = userEvent.setup();
    render(<Opened />);
    const menu = await screen.findByRole('menu');
    const model = within(menu).getByRole('menuitem', { name: /Create Model/ });
    expect(model).toBeDisabled();
    expect(model).toHaveTextContent('Coming soon');

    await user.click(within(menu).getByRole('menuitem', { name: 'Create Dataset' }));
    expect(Opened.args.onOpenPanel).toHaveBeenCalledWith('create-dataset');
  });

  it('Closed shows the Create button only', () => {
    render(<Closed />);
    expect(screen.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('Create Dataset from the shell', () => {
  it("opens the sheet from the header's Create menu, with the focus in Dataset Name", async () => {
    const { user } = renderRoutes(routes, { route: '/dashboard', fetch: shellFetch() });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Create' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create Dataset' }));

    const sheet = await createDatasetSheet();
    await expect.poll(() => within(sheet).getByRole('textbox', { name: /Dataset Name/ })).toHaveFocus();
  });

  it.each([PHONE_WIDTH, NARROW_WIDTH])('opens it from the menu panel at %i px, which closes', async (width) => {
    const { user } = renderRoutes(routes, { route: '/dashboard', width, fetch: shellFetch() });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation', { name: 'Menu' });
    const model = within(menu).getByRole('button', { name: /Create Model/ });
    expect(model).toHaveAttribute('aria-disabled', 'true');
    expect(model).toHaveTextContent('Coming soon');

    await user.click(within(menu).getByRole('button', { name: 'Create Dataset' }));
    expect(await createDatasetSheet()).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('is not offered to a user the waitlist restricts', async () => {
    renderRoutes(routes, {
      route: '/admin',
      session: { user: { ...TEST_USER, role: 'waitlist' } },
      fetch: shellFetch(true, { waitlistEnabled: true }),
    });
    await expect.poll(() => screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });
});
