import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getSocialAuthStatus, getSocialPostStatus, postReferralToSocial, SOCIAL_AUTH_REQUIRED } from '@bagel/referrals-contract';
import { TEST_USER } from '@bagel/session/testing';
import { dayLabel, timeLabel } from '@bagel/util';
import { failure, type FakeFetch, fakeRoute, renderWithProviders } from '@bagel/web-testing';
import { AUTHORIZE_URL, CODE, postThen, referralsFetch, socialPost, unauthorized } from '../testing/referral-fakes';
import { invitationMessage } from './invitation-message';
import { ShareOnSocialCard } from './share-on-social-card';
import { SOCIAL_POST_POLL_MS } from './use-social-posting';

const LINK = `http://localhost/?ref=${CODE}`;

function renderCard(fetch: FakeFetch, route = '/invite') {
  const rendered = renderWithProviders(<ShareOnSocialCard code={CODE} link={LINK} />, { route, fetch });
  const posts = () => fetch.requests.filter((request) => request.method === 'POST' && request.path === '/api/v1/referral/x/post');
  return { ...rendered, posts };
}

const message = () => screen.getByRole('textbox', { name: 'Message' });
const postButton = () => screen.getByRole('button', { name: 'Post' });

afterEach(() => vi.useRealTimers());

describe('ShareOnSocialCard', () => {
  it('starts with an invitation carrying the link, counted against 280 characters', async () => {
    renderCard(referralsFetch());
    expect(screen.getByRole('heading', { level: 2, name: 'Share on X' })).toBeVisible();
    const text = invitationMessage(LINK);
    expect(text).toContain(LINK);
    expect(text).toContain('$5 (125 Bagels)');
    expect(message()).toHaveValue(text);
    expect(screen.getByText(`${text.length} / 280 characters`)).toBeVisible();
    expect(await screen.findByText('Posting as @alice_bakes')).toBeVisible();
    expect(postButton()).toBeEnabled();
  });

  it('refuses a message over 280 characters or an empty one, naming the limit', async () => {
    const { user } = renderCard(referralsFetch());
    await user.clear(message());
    expect(postButton()).toBeDisabled();
    await user.click(message());
    await user.paste('x'.repeat(281));
    expect(screen.getByText('281 / 280 characters')).toBeVisible();
    expect(message()).toBeInvalid();
    expect(message()).toHaveAccessibleDescription(expect.stringContaining('Message must be at most 280 characters'));
    expect(postButton()).toBeDisabled();
  });

  it('posts with a fresh Idempotency-Key, shows it pending, follows it until completed, and links to the post', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const done = socialPost();
    const fetch = referralsFetch(postThen(done));
    const { user, posts } = renderCard(fetch);
    await user.click(postButton());
    expect(await screen.findByText('Posting your invitation…')).toBeVisible();
    expect(postButton()).toBeDisabled();
    const [sent] = posts();
    expect(sent?.body).toEqual({ message: invitationMessage(LINK), referral_code: CODE, user_id: TEST_USER.id });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    await act(() => vi.advanceTimersByTimeAsync(SOCIAL_POST_POLL_MS));
    const posted = await screen.findByRole('status');
    expect(posted).toHaveTextContent('Your invitation was posted through X.');
    expect(within(posted).getByRole('link', { name: 'View your post' })).toHaveAttribute('href', done.url);

    await user.click(postButton());
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]?.headers['idempotency-key']).not.toBe(sent?.headers['idempotency-key']);
  });

  it('asks to authorise the X account when it is not, and does not post meanwhile', async () => {
    renderCard(referralsFetch([fakeRoute(getSocialAuthStatus, () => ({ body: unauthorized }))]));
    const prompt = await screen.findByRole('alert');
    expect(prompt).toHaveTextContent('Authorise your X account');
    expect(prompt).toHaveTextContent('To post your invitation, authorise Bagel to post on your X account.');
    expect(within(prompt).getByRole('link', { name: 'Authorise X account' })).toHaveAttribute('href', AUTHORIZE_URL);
    expect(postButton()).toBeDisabled();
  });

  it('asks to authorise again when X refused the token for a post (spec §8)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let authorised = true;
    const refused = socialPost({ status: 'failed', url: null, error: SOCIAL_AUTH_REQUIRED });
    const fetch = referralsFetch([
      ...postThen(refused),
      fakeRoute(getSocialAuthStatus, () => ({
        body: authorised ? { status: 'authorized', username: 'alice_bakes', authorize_url: null } : unauthorized,
      })),
    ]);
    const { user } = renderCard(fetch);
    await user.click(postButton());
    await screen.findByText('Posting your invitation…');
    authorised = false;
    await act(() => vi.advanceTimersByTimeAsync(SOCIAL_POST_POLL_MS));
    const prompt = await screen.findByRole('alert');
    expect(prompt).toHaveTextContent('X did not accept the post. Authorise Bagel to post on your X account, then post again.');
    expect(await within(prompt).findByRole('link', { name: 'Authorise X account' })).toHaveAttribute('href', AUTHORIZE_URL);
    expect(screen.queryByText(SOCIAL_AUTH_REQUIRED)).not.toBeInTheDocument();
  });

  it("says which of X's limits a pending post waits out, and until when", async () => {
    const waiting = socialPost({
      status: 'pending',
      url: null,
      delay: { until: '2025-03-05T14:05:00.000Z', reason: "X's daily limit of 100 posts from your account through Bagel is reached" },
    });
    renderCard(referralsFetch([fakeRoute(getSocialPostStatus, () => ({ body: { status: 'pending', post: waiting } }))]));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      `X's daily limit of 100 posts from your account through Bagel is reached. Your invitation will be posted after ${timeLabel(waiting.delay?.until ?? '')} on ${dayLabel(waiting.delay?.until ?? '')}.`,
    );
    expect(postButton()).toBeDisabled();
  });

  it("shows a post that failed for another reason in X's words", async () => {
    const failed = socialPost({
      status: 'failed',
      url: null,
      error: 'X refused the post: You are not allowed to create a Tweet with duplicate content.',
    });
    renderCard(referralsFetch([fakeRoute(getSocialPostStatus, () => ({ body: { status: 'failed', post: failed } }))]));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The post failed');
    expect(alert).toHaveTextContent('You are not allowed to create a Tweet with duplicate content.');
    expect(postButton()).toBeEnabled();
  });

  it('shows a refused post call in the server’s words', async () => {
    const { user } = renderCard(
      referralsFetch([
        fakeRoute(postReferralToSocial, failure(422, 'referral_code must be your own referral code', 'Unprocessable Entity')),
      ]),
    );
    await user.click(postButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The invitation was not posted');
    expect(alert).toHaveTextContent('referral_code must be your own referral code');
  });

  it('says how authorising went when X sent the user back, until dismissed', async () => {
    const { user } = renderCard(referralsFetch(), '/invite?x=authorized');
    const result = await screen.findByRole('alert');
    expect(result).toHaveTextContent('X account authorised');
    expect(result).toHaveTextContent('You can post your invitation now.');
    await user.click(within(result).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('X account authorised')).not.toBeInTheDocument();
  });

  it('says so when the user refused on X', async () => {
    renderCard(referralsFetch([fakeRoute(getSocialAuthStatus, () => ({ body: unauthorized }))]), '/invite?x=denied');
    expect(await screen.findByText('X account not authorised')).toBeVisible();
    expect(screen.getByText(/X did not give Bagel permission to post, so nothing was posted/)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Authorise X account' })).toBeVisible();
  });
});
