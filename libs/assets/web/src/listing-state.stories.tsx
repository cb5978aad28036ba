import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withCurrency } from '@bagel/web-testing';
import { ListingState } from './listing-state';

/** Whether an asset is on the market, on its card and in the owner's listing form; the price in the header's currency. */
const meta = {
  title: 'Assets/ListingState',
  component: ListingState,
  args: { asset: { is_published: true, price: 12.5 } },
  decorators: [withCurrency],
} satisfies Meta<typeof ListingState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotPublished: Story = {
  args: { asset: { is_published: false, price: 0 } },
  play: async ({ canvas }) => expect(canvas.getByText('Not published')).toBeVisible(),
};

export const Published: Story = {
  play: async ({ canvas }) => expect(canvas.getByText('Published · 🥯 12.50')).toBeVisible(),
};

/** 25 BGL to the dollar. */
export const PublishedInDollars: Story = {
  parameters: { currency: 'USD' },
  play: async ({ canvas }) => expect(canvas.getByText('Published · $0.50')).toBeVisible(),
};
