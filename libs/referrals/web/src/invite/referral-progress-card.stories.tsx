import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withCurrency, withFrame } from '@bagel/web-testing';
import { progress } from '../testing/referral-fakes';
import { ReferralProgressCard } from './referral-progress-card';

/** How far alice's code has come, toward 🥯 375.00 for 3 friends. */
const meta = {
  title: 'Referrals/ReferralProgressCard',
  component: ReferralProgressCard,
  args: { progress: progress() },
  decorators: [withFrame, withCurrency],
  parameters: { width: 560 },
} satisfies Meta<typeof ReferralProgressCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneFriend: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 / 3 friends joined')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Friends joined toward your 🥯 375.00 bonus' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    await expect(canvas.getByText('2 more friends to earn 🥯 375.00.')).toBeVisible();
    await expect(canvas.getByText('Each friend gets 🥯 125.00 when they sign up with your link.')).toBeVisible();
    await expect(canvas.getByText('Your code can bring in up to 10 friends (1 so far).')).toBeVisible();
  },
};

export const InDollars: Story = {
  parameters: { currency: 'USD' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 more friends to earn $15.00.')).toBeVisible();
    await expect(canvas.getByText('Each friend gets $5.00 when they sign up with your link.')).toBeVisible();
  },
};

export const NoFriendsYet: Story = {
  args: { progress: progress({ friends_joined: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 / 3 friends joined')).toBeVisible();
    await expect(canvas.getByText('No friends have joined yet. When 3 join with your link, you earn 🥯 375.00.')).toBeVisible();
  },
};

/** One to go: 'friend', not 'friends'. */
export const OneToGo: Story = {
  args: { progress: progress({ friends_joined: 2 }) },
  play: async ({ canvas }) => expect(canvas.getByText('1 more friend to earn 🥯 375.00.')).toBeVisible(),
};

/** Five joined: the bar stops at 3 / 3 and says the bonus was earned. */
export const BonusEarned: Story = {
  args: { progress: progress({ friends_joined: 5, inviter_bonus_paid: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 / 3 friends joined')).toBeVisible();
    await expect(canvas.getByText('You earned 🥯 375.00 for bringing in 3 friends.')).toBeVisible();
    await expect(canvas.getByText('Your code can bring in up to 10 friends (5 so far).')).toBeVisible();
  },
};

/** At its cap of 10, and alice herself joined with a friend's code. */
export const AtItsCap: Story = {
  args: { progress: progress({ friends_joined: 10, inviter_bonus_paid: true, joined_with: 'FRIEND42' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your code has brought in 10 friends, its limit: it takes no more sign-ups.')).toBeVisible();
    await expect(canvas.getByText('You joined with code FRIEND42.')).toBeVisible();
  },
};
