import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PATHS } from '@bagel/contract';
import { BuyBagelsOffer } from './buy-bagels-offer';

/** What every refusal for a short balance offers: Buy Bagels. */
const meta = {
  title: 'Shared/BuyBagelsOffer',
  component: BuyBagelsOffer,
  args: { onFollow: fn() },
} satisfies Meta<typeof BuyBagelsOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link to the Buy Bagels page; following it tells the sheet or dialog it sits in to close. */
export const Offer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Buy Bagels' });
    await expect(link).toHaveAttribute('href', PATHS.buyBagels);
    await userEvent.click(link);
    await expect(args.onFollow).toHaveBeenCalledOnce();
  },
};
