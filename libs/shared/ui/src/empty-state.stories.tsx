import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mantine/core';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Shared/EmptyState',
  component: EmptyState,
  args: { title: 'No datasets yet', description: 'Create a dataset to start training models.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = { args: { action: <Button>Create Dataset</Button> } };
