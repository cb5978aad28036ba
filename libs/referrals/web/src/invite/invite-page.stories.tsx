import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { generateReferralCode, getSocialAuthStatus, SOCIAL_AUTH_REQUIRED } from '@bagel/referrals-contract';
import { type AppStoryParameters, failure, fakeRoute } from '@bagel/web-testing';
import { postThen, progress, referralsFetch, socialPost, unauthorized, withLatestPost } from '../testing/referral-fakes';
import { InvitePage } from './invite-page';
import { never } from '@bagel/web-testing';

/** Earn Bagels (/invite) as alice sees it: her code and link, her progress toward the 3-friend bonus, and Share on X. */
const meta = {
  title: 'Referrals/InvitePage',
  component: InvitePage,
  parameters: { route: '/invite', fetch: referralsFetch() } satisfies AppStoryParameters,
} satisfies Meta<typeof InvitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const withProgress = (overrides: Parameters<typeof progress>[0]) =>
  referralsFetch([fakeRoute(generateReferralCode, () => ({ body: progress(overrides) }))]);

/** One friend joined; X is authorised and nothing has been posted yet. */
export const OneFriendJoined: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 / 3 friends joined')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

/** A new code: nobody has joined with it yet. */
export const NoFriendsYet: Story = {
  parameters: { fetch: withProgress({ friends_joined: 0 }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No friends have joined yet/)).toBeVisible();
  },
};

/** Three friends joined: the inviter's bonus was paid. */
export const BonusEarned: Story = {
  parameters: { fetch: withProgress({ friends_joined: 3, inviter_bonus_paid: true }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You earned .* for bringing in 3 friends/)).toBeVisible();
  },
};

/** The code brought in its 10 friends and takes no more; alice herself joined with a friend's code. */
export const CodeAtItsCap: Story = {
  parameters: { fetch: withProgress({ friends_joined: 10, inviter_bonus_paid: true, joined_with: 'FRIEND42' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/its limit/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { fetch: referralsFetch([fakeRoute(generateReferralCode, never)]) },
};

export const LoadError: Story = {
  parameters: {
    fetch: referralsFetch([
      fakeRoute(generateReferralCode, failure(503, 'The database is not reachable right now. Please try again shortly.')),
    ]),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Post pressed: pending, then completed a poll later, with a link to the post. */
export const PostAndFollow: Story = {
  parameters: { fetch: referralsFetch(postThen(socialPost())) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Post' }));
    await expect(await canvas.findByText('Posting your invitation…')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'View your post' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A post on its way to X. */
export const Posting: Story = {
  parameters: { fetch: withLatestPost(socialPost({ status: 'pending', url: null })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Posting your invitation…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled();
  },
};

/** alice's account used up X's daily post cap: the post waits for its reset, and says so. */
export const WaitingForXsDailyLimit: Story = {
  parameters: {
    fetch: withLatestPost(
      socialPost({
        status: 'pending',
        url: null,
        delay: { until: '2025-03-05T14:05:00.000Z', reason: "X's daily limit of 100 posts from your account through Bagel is reached" },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Your invitation will be posted after/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled();
  },
};

/** The latest post is on X. */
export const Posted: Story = {
  parameters: { fetch: withLatestPost(socialPost()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'View your post' })).toBeVisible();
  },
};

/** The embedded default records posts in its local outbox instead of X, and says so. */
export const PostedToLocalOutbox: Story = {
  parameters: { fetch: withLatestPost(socialPost({ provider: 'Local outbox', url: null })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/posted through Local outbox/)).toBeVisible();
  },
};

/** X refused the post for a reason other than authorising. */
export const PostFailed: Story = {
  parameters: {
    fetch: withLatestPost(
      socialPost({
        status: 'failed',
        url: null,
        error: 'X refused the post: You are not allowed to create a Tweet with duplicate content.',
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The post failed')).toBeVisible();
  },
};

/** X is not authorised yet: the prompt links to X's consent page and Post waits. */
export const NeedsAuthorising: Story = {
  parameters: { fetch: referralsFetch([fakeRoute(getSocialAuthStatus, () => ({ body: unauthorized }))]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Authorise X account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled();
  },
};

/** X refused the token for the latest post (spec §8): authorise again, then post again. */
export const AuthorisationExpired: Story = {
  parameters: {
    fetch: withLatestPost(socialPost({ status: 'failed', url: null, error: SOCIAL_AUTH_REQUIRED }), [
      fakeRoute(getSocialAuthStatus, () => ({ body: unauthorized })),
    ]),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/X did not accept the post/)).toBeVisible();
  },
};

/** Back from X after authorising. */
export const JustAuthorised: Story = {
  parameters: { route: '/invite?x=authorized' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('X account authorised')).toBeVisible();
  },
};

/** Back from X after refusing. */
export const AuthorisationDenied: Story = {
  parameters: {
    route: '/invite?x=denied',
    fetch: referralsFetch([fakeRoute(getSocialAuthStatus, () => ({ body: unauthorized }))]),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('X account not authorised')).toBeVisible();
  },
};

/** A message past X's 280 characters cannot be posted. */
export const MessageTooLong: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = await canvas.findByRole('textbox', { name: 'Message' });
    await userEvent.click(box);
    await userEvent.paste(' More bagels for everyone!'.repeat(10));
    const card = within(canvas.getByRole('region', { name: 'Share on X' }));
    await expect(card.getByText('Message must be at most 280 characters')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Post' })).toBeDisabled();
  },
};
