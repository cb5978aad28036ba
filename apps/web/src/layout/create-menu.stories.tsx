import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group } from '@mantine/core';
import { fn } from 'storybook/test';
import { shellFetch } from '../testing/story-fakes';
import { CreateMenu } from './create-menu';

/** The header's Create menu; its button shows from 768 px up (below that the menu panel holds the entries). */
const meta = {
  title: 'Shell/Create menu',
  component: CreateMenu,
  args: { onOpenPanel: fn(), defaultOpened: true },
  parameters: { route: '/dashboard', fetch: shellFetch() },
  decorators: [
    (Story) => (
      <Group justify="flex-end" p="md" h={240} align="flex-start">
        <Story />
      </Group>
    ),
  ],
} satisfies Meta<typeof CreateMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Create Dataset and Create Model each open their sheet. */
export const Opened: Story = {};

export const Closed: Story = { args: { defaultOpened: false } };
