import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { getSocialAuthStatus, postReferralToSocial } from '@bagel/referrals-contract';
import { type AppStoryParameters, failure, fakeRoute, never, withFrame } from '@bagel/web-testing';
import { CODE, referralsFetch, unauthorized } from '../testing/referral-fakes';
import { inviteLink } from '../invite/invite-link';
import { ShareOnSocialCard } from './share-on-social-card';

const LINK = inviteLink('https://bagel.example', CODE);

/** Share on X, as alice with her account authorised; the latest posts' outcomes are the invite page's stories. */
const meta = {
  title: 'Referrals/ShareOnSocialCard',
  component: ShareOnSocialCard,
  args: { code: CODE, link: LINK },
  decorators: [withFrame],
  parameters: { width: 560, fetch: referralsFetch() } satisfies AppStoryParameters & { width: number },
} satisfies Meta<typeof ShareOnSocialCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The invitation is written for her, with the link, within X's 280 characters. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Posting as @alice_bakes')).toBeVisible();
    const message = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await expect(message.value).toContain(LINK);
    await expect(message).toHaveAccessibleDescription(`${message.value.length} / 280 characters`);
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled();
  },
};

/** An empty message cannot be posted. */
export const EmptyMessage: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Message' }));
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled();
  },
};

/** Posting: the button spins until the server answers. */
export const Posting: Story = {
  parameters: { fetch: referralsFetch([fakeRoute(postReferralToSocial, never)]) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Post' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Post' })).toHaveAttribute('data-loading', 'true'));
  },
};

/** The server would not take the post: its words, under the message. */
export const PostRefused: Story = {
  parameters: { fetch: referralsFetch([fakeRoute(postReferralToSocial, failure(429, 'Too many posts. Please wait a minute.'))]) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Post' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The invitation was not posted');
    await expect(alert).toHaveTextContent('Too many posts. Please wait a minute.');
  },
};

/** X not authorised: the prompt, and Post off. */
export const NotAuthorised: Story = {
  parameters: { fetch: referralsFetch([fakeRoute(getSocialAuthStatus, () => ({ body: unauthorized }))]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Authorise X account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled();
    await expect(canvas.queryByText(/^Posting as/)).toBeNull();
  },
};
