import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen } from 'storybook/test';
import { ReferralPoolPanel } from './referral-pool-panel';

const meta = {
  title: 'Admin/ReferralPoolPanel',
  component: ReferralPoolPanel,
  args: { status: 'ready', balance: 24_250, onAdd: fn(async () => undefined), onRetry: fn() },
} satisfies Meta<typeof ReferralPoolPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading' } };
export const Funded: Story = {};
/** Below one friend's bonus: every redemption is refused until an admin adds Bagels. */
export const TooLowToPay: Story = { args: { balance: 124.99 } };
export const Adding: Story = { args: { adding: true } };
export const AddFailed: Story = { args: { addFailed: true } };
export const FetchError: Story = { args: { status: 'error' } };
export const AmountMissing: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add to pool' }));
    await screen.findByText('Enter how many Bagels to add');
  },
};
