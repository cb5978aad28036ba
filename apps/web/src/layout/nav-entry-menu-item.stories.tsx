import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from '@mantine/core';
import { expect, fn } from 'storybook/test';
import type { AppStoryParameters } from '@bagel/web-testing';
import { shellFetch } from '../testing/story-fakes';
import { SIDEBAR_ENTRIES } from './nav-entries';
import { NavEntryMenuItem } from './nav-entry-menu-item';

const datasets = SIDEBAR_ENTRIES.find((entry) => entry.id === 'datasets');
if (!datasets) throw new Error('No navigation entry datasets');

/** One navigation entry as the avatar menu and the Create menu show it: a menu item (`NavEntryItem` has the rest). */
const meta = {
  title: 'Shell/Nav entry menu item',
  component: NavEntryMenuItem,
  args: { entry: datasets, onOpenPanel: fn() },
  decorators: [
    (Story) => (
      <Menu opened withinPortal={false}>
        <Menu.Target>
          <button type="button">Account</button>
        </Menu.Target>
        <Menu.Dropdown>
          <Story />
        </Menu.Dropdown>
      </Menu>
    ),
  ],
  parameters: { route: '/dashboard', fetch: shellFetch() } satisfies AppStoryParameters,
} satisfies Meta<typeof NavEntryMenuItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InAMenu: Story = {
  play: async ({ canvas }) => expect(canvas.getByRole('menuitem', { name: 'My Datasets' })).toHaveAttribute('href', '/dataset'),
};
