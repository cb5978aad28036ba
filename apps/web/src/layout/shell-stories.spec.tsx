import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { setViewportWidth, withAppProviders } from '@bagel/web-testing';
import { STORY_DOCS_URL } from '../testing/story-fakes';
import * as headerStories from './app-header.stories';
import * as avatarMenuStories from './avatar-menu.stories';
import * as sidebarStories from './sidebar.stories';
import * as mobileMenuStories from './mobile-menu.stories';
import * as layoutStories from './app-layout.stories';
import * as notFoundStories from '../pages/not-found-page.stories';
import { loadDeferredParts } from './use-deferred-parts';

// The same global decorator the Storybook preview uses.
const project = { decorators: [withAppProviders] };
const header = composeStories(headerStories, project);
const avatarMenu = composeStories(avatarMenuStories, project);
const sidebar = composeStories(sidebarStories, project);
const mobileMenu = composeStories(mobileMenuStories, project);
const layout = composeStories(layoutStories, project);
const notFound = composeStories(notFoundStories, project);

// The stories' menus as they are once their code is in; deferred-control.spec.tsx covers the buttons standing in before.
beforeAll(() => loadDeferredParts(), 20_000);

beforeEach(() => {
  // Stories without documentation make the documentation hook log its failure on purpose.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => logged.mockRestore();
});

describe('header stories', () => {
  it('Desktop: logo, Dashboard link and avatar, no burger', () => {
    render(<header.Desktop />);
    expect(screen.getByRole('link', { name: 'Bagel' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'AB: Account menu for alice' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('NarrowWithBurger: a labelled burger', () => {
    render(<header.NarrowWithBurger />);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('WithAvatarImage shows the picture; WithoutAvatarImage the initials', () => {
    const { unmount } = render(<header.WithAvatarImage />);
    expect(screen.getByRole('button', { name: 'Account menu for alice' }).querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image/),
    );
    unmount();
    render(<header.WithoutAvatarImage />);
    expect(screen.getByRole('button', { name: 'AB: Account menu for alice' })).toHaveTextContent('AB');
  });

  it('WithWallet has the balance and the currency switch; WaitlistRestricted neither, nor the Dashboard link', async () => {
    const { unmount } = render(<header.WithWallet />);
    expect(await screen.findByText('🥯 1,000.00')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'USD' })).toBeInTheDocument();
    unmount();
    render(<header.WaitlistRestricted />);
    expect(screen.getByRole('link', { name: 'Bagel' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy Bagels' })).not.toBeInTheDocument();
  });

  it('AvatarMenuOpen shows the menu', async () => {
    render(<header.AvatarMenuOpen />);
    expect(await screen.findByRole('menu')).toHaveTextContent('alice@example.com');
  });
});

describe('avatar menu stories', () => {
  it('Opened lists Documentation with its address', async () => {
    render(<avatarMenu.Opened />);
    expect(await screen.findByRole('menuitem', { name: /Documentation/ })).toHaveAttribute('href', STORY_DOCS_URL);
  });

  it('OpenedWithoutDocumentation leaves it out', async () => {
    render(<avatarMenu.OpenedWithoutDocumentation />);
    expect(await screen.findByRole('menuitem', { name: /GitHub/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Documentation/ })).not.toBeInTheDocument();
  });

  it('OpenedForAnAdmin links to the Admin page', async () => {
    render(<avatarMenu.OpenedForAnAdmin />);
    expect(await screen.findByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('OpenedWhileWaitlisted offers Sign Out alone', async () => {
    render(<avatarMenu.OpenedWhileWaitlisted />);
    const menu = await screen.findByRole('menu');
    await expect
      .poll(() =>
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      )
      .toEqual(['Sign Out']);
  });

  it('Closed shows only the avatar button', () => {
    render(<avatarMenu.Closed />);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('sidebar stories', () => {
  it('Default marks nothing current on the dashboard', () => {
    render(<sidebar.Default />);
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([]);
  });

  it('ActiveItem marks Profile', () => {
    render(<sidebar.ActiveItem />);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('mobile menu stories', () => {
  it('Open shows the panel with Sign Out', async () => {
    render(<mobileMenu.Open />);
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(panel).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('mobile menu stories: wallet and admin', () => {
  it('WithWallet holds the balance and the currency switch', async () => {
    render(<mobileMenu.WithWallet />);
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(panel).findByText('🥯 1,000.00')).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'BGL' })).toBeInTheDocument();
  });

  it('ForAnAdmin links to the Admin page', async () => {
    render(<mobileMenu.ForAnAdmin />);
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(panel).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });
});

describe('dead-end page stories', () => {
  it('Default offers the dashboard only; WithPreviousPage Go back too', async () => {
    const { unmount } = render(<notFound.Default />);
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
    unmount();
    render(<notFound.WithPreviousPage />);
    expect(await screen.findByRole('button', { name: 'Go back' })).toBeInTheDocument();
  });
});

describe('layout stories', () => {
  it('Dashboard has the sidebar on a desktop; FullWidthSection has none', () => {
    setViewportWidth(1440);
    const { unmount } = render(<layout.Dashboard />);
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page title' })).toBeInTheDocument();
    unmount();
    render(<layout.FullWidthSection />);
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
  });

  it('WaitlistRestricted has the header but no sidebar and no balance', async () => {
    setViewportWidth(1440);
    render(<layout.WaitlistRestricted />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('navigation', { name: 'Sidebar' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Buy Bagels' })).not.toBeInTheDocument();
  });
});
