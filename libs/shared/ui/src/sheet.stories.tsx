import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@mantine/core';
import { fn } from 'storybook/test';
import { Sheet } from './sheet';

const meta = {
  title: 'Shared/Sheet',
  component: Sheet,
  args: { opened: true, onClose: fn(), title: 'Contact Us', children: <Text>Sheet content</Text> },
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Wide: Story = { args: { size: 'lg', title: 'Create Dataset' } };
