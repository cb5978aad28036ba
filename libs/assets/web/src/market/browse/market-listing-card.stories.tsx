import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { insideFrame, PHONE_PX, withCurrency, withFrame, withinList } from '@bagel/web-testing';
import { marketListing, MODEL_ID } from '../../testing/asset-fakes';
import { MarketListingCard } from './market-listing-card';

/** One listing of the market: bob's dataset to buy, a model alice bought, and one of her own. */
const meta = {
  title: 'Assets/MarketListingCard',
  component: MarketListingCard,
  args: { asset: marketListing() },
  decorators: [withinList, withFrame, withCurrency],
  parameters: { width: 360 },
} satisfies Meta<typeof MarketListingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToBuy: Story = {};
export const InDollars: Story = { parameters: { currency: 'USD' } };
export const Purchased: Story = {
  args: {
    asset: marketListing({ dataset_id: MODEL_ID, dataset_type: 'MODEL', title: 'Sea shanty model', price: 40, access: 'purchased' }),
  },
};
export const Yours: Story = { args: { asset: marketListing({ owner_username: 'alice', access: 'owner' }) } };
/** A long title and many tags wrap inside a phone's width. */
export const OnAPhone: Story = {
  args: {
    asset: marketListing({
      title: 'A_very_long_dataset_name_without_any_spaces_in_it_at_all',
      tags: ['reviews', 'english', 'customer-support', 'sentiment', 'retail'],
      access: 'purchased',
    }),
  },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(insideFrame(canvasElement, [canvas.getByRole('listitem'), canvas.getByRole('heading')])).toBe(true);
  },
};
