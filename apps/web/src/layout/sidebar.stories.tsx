import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { fn } from 'storybook/test';
import { shellFetch } from '../testing/story-fakes';
import { Sidebar } from './sidebar';

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  args: { onOpenPanel: fn() },
  parameters: { route: '/dashboard', fetch: shellFetch() },
  decorators: [
    (Story) => (
      <Box component="nav" aria-label="Sidebar" w={264} style={{ borderRight: '1px solid var(--mantine-color-gray-3)' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ActiveItem: Story = { parameters: { route: '/profile' } };

export const WithoutDocumentation: Story = { parameters: { fetch: shellFetch(false) } };
