import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withCurrency } from '@bagel/web-testing';
import { CurrencySwitch } from './currency-switch';

/** The header's USD/BGL switch. */
const meta = {
  title: 'Wallet/CurrencySwitch',
  component: CurrencySwitch,
  decorators: [withCurrency],
} satisfies Meta<typeof CurrencySwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** USD first, as the spec names it; BGL chosen by default. */
export const Bagels: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Currency' })).toBeVisible();
    await expect(canvas.getAllByRole('radio').map((option) => option.getAttribute('value'))).toEqual(['USD', 'BGL']);
    await expect(canvas.getByRole('radio', { name: 'BGL' })).toBeChecked();
  },
};

export const Dollars: Story = {
  parameters: { currency: 'USD' },
  play: async ({ canvas }) => expect(canvas.getByRole('radio', { name: 'USD' })).toBeChecked(),
};

/** A click on USD switches it. */
export const Switched: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('USD'));
    await expect(canvas.getByRole('radio', { name: 'USD' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'BGL' })).not.toBeChecked();
  },
};
