import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  title: 'Shared/ErrorState',
  component: ErrorState,
  args: { message: 'Network error: could not reach the server' },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = { args: { onRetry: fn() } };
export const WithoutRetry: Story = {};
export const CustomTitle: Story = { args: { title: 'Error Loading Transactions', onRetry: fn() } };
