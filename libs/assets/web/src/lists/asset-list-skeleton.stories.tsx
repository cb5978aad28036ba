import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AssetListSkeleton } from './asset-list-skeleton';

/**
 * My Datasets or My Models while they load: placeholder cards in the grid the real ones fill (one column on a phone,
 * up to three on wide windows: the window's width decides, as for the list).
 */
const meta = {
  title: 'Assets/AssetListSkeleton',
  component: AssetListSkeleton,
  args: { label: 'Loading your datasets' },
} satisfies Meta<typeof AssetListSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Announced by its label; the three cards themselves are hidden from screen readers. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading your datasets' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    const grid = within(status).getByTestId('asset-list-skeleton');
    await expect(grid).toHaveAttribute('aria-hidden', 'true');
    await expect(grid.children).toHaveLength(3);
  },
};

export const LoadingModels: Story = {
  args: { label: 'Loading your models' },
  play: async ({ canvas }) => expect(canvas.getByRole('status', { name: 'Loading your models' })).toHaveTextContent('Loading your models…'),
};
