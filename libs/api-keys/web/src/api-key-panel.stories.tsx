import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiKeyPanel } from './api-key-panel';

const meta = {
  title: 'ApiKeys/ApiKeyPanel',
  component: ApiKeyPanel,
  args: {
    apiKey: 'bgl_live_7f3c9a2e41d84b6f9e0c5a1d2b3c4d5e',
    revealed: false,
    onToggleReveal: fn(),
    confirmOpen: false,
    onRequestRotate: fn(),
    onCancelRotate: fn(),
    onConfirmRotate: fn(),
    rotating: false,
    rotateError: null,
  },
} satisfies Meta<typeof ApiKeyPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

export const Revealed: Story = { args: { revealed: true } };

export const Copied: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
  },
};

export const ConfirmOpen: Story = { args: { confirmOpen: true } };

export const Rotating: Story = { args: { confirmOpen: true, rotating: true } };

export const RotateError: Story = {
  args: { confirmOpen: true, rotateError: 'Network error: could not reach the server' },
};
