import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withFrame } from '@bagel/web-testing';
import { socialPost } from '../testing/referral-fakes';
import { PostOutcome } from './post-outcome';

/** What came of the code's latest post on X. */
const meta = {
  title: 'Referrals/PostOutcome',
  component: PostOutcome,
  args: { post: socialPost() },
  decorators: [withFrame],
  parameters: { width: 560 },
} satisfies Meta<typeof PostOutcome>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Posted: through which network, and a link to the post in a new tab. */
export const Posted: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('PostedYour invitation was posted through X.');
    const link = canvas.getByRole('link', { name: 'View your post' });
    await expect(link).toHaveAttribute('href', args.post.url);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** The embedded default keeps posts in its local outbox: no link. */
export const PostedToLocalOutbox: Story = {
  args: { post: socialPost({ provider: 'Local outbox', url: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/posted through Local outbox/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Posting: Story = {
  args: { post: socialPost({ status: 'pending', url: null }) },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Posting your invitation…'),
};

/** Waiting out one of X's limits: which, and until when. */
export const WaitingForALimit: Story = {
  args: {
    post: socialPost({
      status: 'pending',
      url: null,
      delay: { until: '2025-03-05T14:05:00.000Z', reason: "X's daily limit of 100 posts from your account through Bagel is reached" },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /^X's daily limit of 100 posts from your account through Bagel is reached\. Your invitation will be posted after \d{1,2}:05 [AP]M on March 5, 2025\.$/,
    );
  },
};

export const Failed: Story = {
  args: { post: socialPost({ status: 'failed', url: null, error: 'X refused the post: duplicate content.' }) },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The post failed');
    await expect(alert).toHaveTextContent('X refused the post: duplicate content.');
  },
};

/** Failed without a reason: a generic one. */
export const FailedWithoutReason: Story = {
  args: { post: socialPost({ status: 'failed', url: null, error: null }) },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'),
};
