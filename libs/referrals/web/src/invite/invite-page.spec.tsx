import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { generateReferralCode } from '@bagel/referrals-contract';
import { useCurrencyStore } from '@bagel/currency';
import { failure, type FakeFetch, fakeRoute, never, renderWithProviders } from '@bagel/web-testing';
import { CODE, progress, referralsFetch } from '../testing/referral-fakes';
import { InvitePage } from './invite-page';

const renderPage = (fetch: FakeFetch) => ({ ...renderWithProviders(<InvitePage />, { route: '/invite', fetch }), fetch });
const progressCard = async () => within(await screen.findByRole('region', { name: 'Your progress' }));

afterEach(() => useCurrencyStore.setState({ currency: 'BGL' }));

describe('InvitePage', () => {
  it("is spec §2's Earn Bagels, with §9's offer under its title", async () => {
    renderPage(referralsFetch());
    expect(screen.getByRole('heading', { level: 1, name: 'Earn Bagels' })).toBeVisible();
    expect(screen.getByText('Share Bagel with 3 friends to earn $15 (375 Bagels). Each friend gets $5 (125 Bagels).')).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading your referral code' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Your invite link' })).toBeVisible();
  });

  it("shows the caller's code and the link that carries it, and copies the link", async () => {
    const { user } = renderPage(referralsFetch());
    const card = within(await screen.findByRole('region', { name: 'Your invite link' }));
    expect(card.getByText(CODE)).toBeVisible();
    const link = `${window.location.origin}/?ref=${CODE}`;
    expect(card.getByRole('textbox', { name: 'Invite link' })).toHaveValue(link);
    await user.click(card.getByRole('button', { name: 'Copy link' }));
    expect(await card.findByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('shows friends toward the bonus, what each friend gets, and the cap', async () => {
    renderPage(referralsFetch());
    const card = await progressCard();
    expect(card.getByText('1 / 3 friends joined')).toBeVisible();
    expect(card.getByRole('progressbar', { name: 'Friends joined toward your 🥯 375.00 bonus' })).toHaveAttribute('aria-valuenow', '33');
    expect(card.getByText('2 more friends to earn 🥯 375.00.')).toBeVisible();
    expect(card.getByText('Each friend gets 🥯 125.00 when they sign up with your link.')).toBeVisible();
    expect(card.getByText('Your code can bring in up to 10 friends (1 so far).')).toBeVisible();
  });

  it('says so when no friend has joined yet', async () => {
    renderPage(referralsFetch([fakeRoute(generateReferralCode, () => ({ body: progress({ friends_joined: 0 }) }))]));
    const card = await progressCard();
    expect(card.getByText('0 / 3 friends joined')).toBeVisible();
    expect(card.getByText('No friends have joined yet. When 3 join with your link, you earn 🥯 375.00.')).toBeVisible();
  });

  it('shows the bonus earned, the bar full past 3 friends, the cap reached, and the code the caller joined with', async () => {
    renderPage(
      referralsFetch([
        fakeRoute(generateReferralCode, () => ({
          body: progress({ friends_joined: 10, inviter_bonus_paid: true, joined_with: 'FRIEND42' }),
        })),
      ]),
    );
    const card = await progressCard();
    expect(card.getByText('3 / 3 friends joined')).toBeVisible();
    expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(card.getByText('You earned 🥯 375.00 for bringing in 3 friends.')).toBeVisible();
    expect(card.getByText('Your code has brought in 10 friends, its limit: it takes no more sign-ups.')).toBeVisible();
    expect(card.getByText('You joined with code FRIEND42.')).toBeVisible();
  });

  it('shows the amounts in USD when the header says so', async () => {
    useCurrencyStore.setState({ currency: 'USD' });
    renderPage(referralsFetch());
    const card = await progressCard();
    expect(card.getByText('2 more friends to earn $15.00.')).toBeVisible();
    expect(card.getByText('Each friend gets $5.00 when they sign up with your link.')).toBeVisible();
  });

  it('shows why the code could not be loaded, and tries again', async () => {
    let fail = true;
    const fetch = referralsFetch([
      fakeRoute(generateReferralCode, () =>
        fail ? failure(503, 'The database is not reachable right now. Please try again shortly.')() : { body: progress() },
      ),
    ]);
    const { user } = renderPage(fetch);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your referral code');
    expect(alert).toHaveTextContent('The database is not reachable right now. Please try again shortly.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your invite link' })).toBeVisible();
  });

  it('stays loading while the code is on its way', () => {
    renderPage(referralsFetch([fakeRoute(generateReferralCode, never)]));
    expect(screen.getByRole('status', { name: 'Loading your referral code' })).toBeVisible();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
