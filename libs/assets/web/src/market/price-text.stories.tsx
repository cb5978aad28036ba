import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withCurrency } from '@bagel/web-testing';
import { PriceText } from './price-text';

/** A market price: in BGL as sellers set it, its dollar value beside it when the header shows dollars. */
const meta = {
  title: 'Assets/PriceText',
  component: PriceText,
  args: { price: 1250 },
  decorators: [withCurrency],
} satisfies Meta<typeof PriceText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InBagels: Story = {
  play: async ({ canvas }) => expect(canvas.getByText('🥯 1,250.00')).toBeVisible(),
};

export const InDollars: Story = {
  parameters: { currency: 'USD' },
  play: async ({ canvas }) => expect(canvas.getByText('🥯 1,250.00 ($50.00)')).toBeVisible(),
};

export const Free: Story = {
  args: { price: 0 },
  play: async ({ canvas }) => expect(canvas.getByText('🥯 0.00')).toBeVisible(),
};
