import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import type { RouteObject } from 'react-router';
import { listFineTuneConfigs } from '@bagel/fine-tuning-contract';
import { TEST_USER } from '@bagel/session/testing';
import { fakeFetch, fakeRoute, withAppProviders } from '@bagel/web-testing';
import { shellFetch } from '../testing/story-fakes';
import { DESKTOP_WIDTH, NARROW_WIDTH, renderRoutes } from '../testing/render-routes';
import { AppLayout } from './app-layout';
import * as createMenuStories from './create-menu.stories';

const { Opened, Closed } = composeStories(createMenuStories, { decorators: [withAppProviders] });

const routes: RouteObject[] = [{ element: <AppLayout />, children: [{ path: '*', element: <h1>The page</h1> }] }];
const PHONE_WIDTH = 375;

/** Opens `entry` from the header's Create menu on the dashboard; resolves with its sheet. */
async function openFromHeader(entry: 'Create Dataset' | 'Create Model', fetch: typeof globalThis.fetch) {
  const { user } = renderRoutes(routes, { route: '/dashboard', fetch });
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Create' }));
  await user.click(await screen.findByRole('menuitem', { name: entry }));
  return screen.findByRole('dialog', { name: entry });
}

/** The shell's calls, and the one the Create Model sheet makes when it opens: the user's saved configs (none). */
function withModelSheet() {
  const shell = shellFetch();
  const configs = fakeFetch([fakeRoute(listFineTuneConfigs, () => ({ body: { configs: [] } }))]);
  const fetch: typeof globalThis.fetch = (input, init) =>
    new URL(String(input), 'http://localhost').pathname === '/api/v1/fine-tune/configs' ? configs(input, init) : shell(input, init);
  return fetch;
}

describe('Create menu stories', () => {
  it('Opened offers Create Dataset and Create Model, each opening its panel', async () => {
    const user = userEvent.setup();
    render(<Opened />);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Create Dataset', 'Create Model']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Create Dataset' }));
    // Once the menu has closed (create-menu.tsx says why).
    await expect.poll(() => Opened.args.onOpenPanel).toHaveBeenCalledWith('create-dataset');
  });

  it('Opened asks for the Create Model panel', async () => {
    const user = userEvent.setup();
    render(<Opened />);
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Create Model' }));
    await expect.poll(() => Opened.args.onOpenPanel).toHaveBeenCalledWith('create-model');
  });

  it('Closed shows the Create button only', () => {
    render(<Closed />);
    expect(screen.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('Create Dataset from the shell', () => {
  it("opens the sheet from the header's Create menu, with the focus in Dataset Name", async () => {
    const sheet = await openFromHeader('Create Dataset', shellFetch());
    await expect.poll(() => within(sheet).getByRole('textbox', { name: /Dataset Name/ })).toHaveFocus();
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

describe('Create Model from the shell', () => {
  it("opens the wizard lazily from the header's Create menu, at its first step", async () => {
    // Where the focus lands on opening is the wizard's own test: here the menu's return of focus races the lazy chunk.
    const sheet = await openFromHeader('Create Model', withModelSheet());
    expect(await within(sheet).findByRole('radiogroup', { name: /Model type/ })).toBeInTheDocument();
    expect(
      within(sheet)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual([
      expect.stringContaining('Upload Model'),
      expect.stringContaining('Fine-tune Model'),
      expect.stringContaining('Hugging Face Model'),
    ]);
  });
});

describe('the menu panel, below the header menu', () => {
  it.each([
    ['Create Dataset', PHONE_WIDTH],
    ['Create Dataset', NARROW_WIDTH],
    ['Create Model', PHONE_WIDTH],
    ['Create Model', NARROW_WIDTH],
  ])('opens %s at %i px, and closes', async (entry, width) => {
    const { user } = renderRoutes(routes, { route: '/dashboard', width, fetch: withModelSheet() });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: entry }));

    expect(await screen.findByRole('dialog', { name: entry })).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});

describe('the focus when a sheet opens again', () => {
  const fromHeaderMenu = async (user: UserEvent) => {
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Create' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create Dataset' }));
  };
  const fromMenuPanel = async (user: UserEvent) => {
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Create Dataset' }));
  };

  // The second time the sheet's module is already loaded: it must not open before the menu has given its focus back.
  it.each([
    ["the header's menu", DESKTOP_WIDTH, fromHeaderMenu],
    ['the menu panel', PHONE_WIDTH, fromMenuPanel],
  ])('stays in Dataset Name when the sheet is opened twice from %s', async (_from, width, open) => {
    const { user } = renderRoutes(routes, { route: '/dashboard', width, fetch: shellFetch() });
    for (const _time of [1, 2]) {
      await open(user);
      const sheet = await screen.findByRole('dialog', { name: 'Create Dataset' });
      await expect.poll(() => within(sheet).getByRole('textbox', { name: /Dataset Name/ })).toHaveFocus();
      await user.keyboard('{Escape}');
      await expect.poll(() => screen.queryByRole('dialog', { name: 'Create Dataset' })).toBeNull();
    }
  });
});
