import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { setViewportWidth, withAppProviders } from '@bagel/web-testing';
import { STORY_DOCS_URL } from '../testing/story-fakes';
import * as headerStories from './app-header.stories';
import * as avatarMenuStories from './avatar-menu.stories';
import * as sidebarStories from './sidebar.stories';
import * as mobileMenuStories from './mobile-menu.stories';
import * as layoutStories from './app-layout.stories';

// The same global decorator the Storybook preview uses.
const project = { decorators: [withAppProviders] };
const header = composeStories(headerStories, project);
const avatarMenu = composeStories(avatarMenuStories, project);
const sidebar = composeStories(sidebarStories, project);
const mobileMenu = composeStories(mobileMenuStories, project);
const layout = composeStories(layoutStories, project);

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
    expect(screen.getByRole('button', { name: 'Account menu for alice' }).querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image/));
    unmount();
    render(<header.WithoutAvatarImage />);
    expect(screen.getByRole('button', { name: 'AB: Account menu for alice' })).toHaveTextContent('AB');
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
});
