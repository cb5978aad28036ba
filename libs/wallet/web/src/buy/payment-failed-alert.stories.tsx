import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withFrame } from '@bagel/web-testing';
import { PaymentFailedAlert } from './payment-failed-alert';

/** Under a card form after any payment failure, and on the return page for a failed payment. */
const meta = {
  title: 'Wallet/PaymentFailedAlert',
  component: PaymentFailedAlert,
  decorators: [withFrame],
  parameters: { width: 420 },
} satisfies Meta<typeof PaymentFailedAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Whatever went wrong, the user reads the spec's one text, announced as an alert. */
export const Failed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^invalid payment details$/);
  },
};
