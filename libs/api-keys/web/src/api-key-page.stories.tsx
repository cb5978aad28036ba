import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, within } from 'storybook/test';
import type { AppStoryParameters } from '@bagel/web-testing';
import { ApiKeyPage } from './api-key-page';

/** The page against a fake API host that rotates to a fixed new key. */
const meta = {
  title: 'ApiKeys/ApiKeyPage',
  component: ApiKeyPage,
  parameters: { fetch: async () => Response.json({ data: 'bgl_live_rotated_0a1b2c3d4e5f6a7b8c9d' }) } satisfies AppStoryParameters,
} satisfies Meta<typeof ApiKeyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Rotated: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate API key?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate key' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show API key' }));
  },
};
