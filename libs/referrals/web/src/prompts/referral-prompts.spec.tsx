import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { getUserPreferences, setUserPreference, updateRole } from '@bagel/account-contract';
import { REFERRAL_INVALID, REFERRAL_TEXTS, validateReferralCode } from '@bagel/referrals-contract';
import { useBalance } from '@bagel/wallet-data-access';
import { useSession, useWaitlistRedirectHeld } from '@bagel/session';
import { TEST_USER } from '@bagel/session/testing';
import { type AppTestOptions, failure, type FakeFetch, fakeRoute, renderWithProviders } from '@bagel/web-testing';
import { preferences, referralsFetch, stashed } from '../testing/referral-fakes';
import { readShareModalMemory } from './share-modal-memory';
import { ReferralPrompts } from './referral-prompts';
import { SHARE_MODAL_DELAY_MS, SHARE_MODAL_INTERVAL_MS } from './share-modal-schedule';

/** Where the user is, their role, and whether the waitlist redirect is held: what the access guard reads. */
function Probe() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const held = useWaitlistRedirectHeld();
  return <p data-testid="probe">{`${pathname} ${user?.role ?? 'none'} ${held ? 'held' : 'free'}`}</p>;
}

/** The header's balance, as the app reads it, so reading it again can be seen. */
function BalanceReader() {
  useBalance();
  return null;
}

/** The shell leaving and coming back (another page without it, then a page with it) in one sign-in. */
function Remountable({ shareDelayMs }: { shareDelayMs: number }) {
  const [mounted, setMounted] = useState(true);
  return (
    <>
      {mounted && <ReferralPrompts shareDelayMs={shareDelayMs} />}
      <button type="button" onClick={() => setMounted((now) => !now)}>
        Remount
      </button>
    </>
  );
}

function renderPrompts(fetch: FakeFetch, { shareDelayMs = 0, ...options }: AppTestOptions & { shareDelayMs?: number } = {}) {
  const rendered = renderWithProviders(
    <>
      <Remountable shareDelayMs={shareDelayMs} />
      <BalanceReader />
      <Probe />
    </>,
    { route: '/dashboard', fetch, ...options },
  );
  const requestsTo = (method: string, path: string) =>
    fetch.requests.filter((request) => request.method === method && request.path === path);
  return { ...rendered, requestsTo };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
const probe = () => screen.getByTestId('probe');
/** Lets fake time pass, with the calls and renders it lets through. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// The pop-ups' module is fetched when one is due; fetched (and transformed) once here, so fake time in the first test
// does not outrun a real file read.
beforeAll(() => import('./referral-modals'));

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  logged.mockRestore();
});

describe("the 'Share Bagel' pop-up", () => {
  it('opens about 2 s after load and records when it was shown', async () => {
    vi.useFakeTimers();
    const { requestsTo } = renderPrompts(referralsFetch(), { shareDelayMs: SHARE_MODAL_DELAY_MS });
    await pass(SHARE_MODAL_DELAY_MS - 100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('POST', '/api/user-preferences')).toHaveLength(0);
    await pass(200);
    const popup = screen.getByRole('dialog', { name: REFERRAL_TEXTS.shareTitle });
    expect(within(popup).getByText(REFERRAL_TEXTS.shareBody)).toBeVisible();
    const [saved] = requestsTo('POST', '/api/user-preferences');
    expect(saved?.body).toEqual({ preference_key: 'referral_modal_last_shown', value: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it.each([
    ['dismissed for good', preferences({ referral_modal_dismissed: true })],
    ['shown in the last 24 h', preferences({ referral_modal_last_shown: new Date(Date.now() - 3_600_000).toISOString() })],
  ])('stays away when %s', async (_, stored) => {
    vi.useFakeTimers();
    const { requestsTo } = renderPrompts(referralsFetch([fakeRoute(getUserPreferences, () => ({ body: stored }))]));
    await pass(SHARE_MODAL_DELAY_MS * 5);
    expect(requestsTo('GET', '/api/user-preferences')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens again once 24 h have passed since it was shown', async () => {
    const dayAgo = new Date(Date.now() - SHARE_MODAL_INTERVAL_MS - 1000).toISOString();
    renderPrompts(referralsFetch([fakeRoute(getUserPreferences, () => ({ body: preferences({ referral_modal_last_shown: dayAgo }) }))]));
    expect(await dialog(REFERRAL_TEXTS.shareTitle)).toBeVisible();
  });

  it('stays away when its preferences cannot be loaded, and logs why', async () => {
    vi.useFakeTimers();
    renderPrompts(referralsFetch([fakeRoute(getUserPreferences, failure(502, 'The platform is not reachable'))]));
    await pass(SHARE_MODAL_DELAY_MS * 5);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Share Bagel pop-up: could not load the preferences', expect.anything());
  });

  it('Close postpones it to the next day in session storage', async () => {
    const { user } = renderPrompts(referralsFetch());
    const popup = await dialog(REFERRAL_TEXTS.shareTitle);
    const before = Date.now();
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { postponedUntil } = readShareModalMemory(TEST_USER.id);
    expect(postponedUntil).toBeGreaterThanOrEqual(before + SHARE_MODAL_INTERVAL_MS);
    expect(postponedUntil).toBeLessThanOrEqual(Date.now() + SHARE_MODAL_INTERVAL_MS);
  });

  it('stays away while postponed in this tab', async () => {
    vi.useFakeTimers();
    sessionStorage.setItem(`bagel.share-bagel-modal.${TEST_USER.id}`, JSON.stringify({ postponedUntil: Date.now() + 60_000 }));
    renderPrompts(referralsFetch());
    await pass(SHARE_MODAL_DELAY_MS * 5);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Get started now' goes to /invite and closes it", async () => {
    const { user } = renderPrompts(referralsFetch());
    const popup = await dialog(REFERRAL_TEXTS.shareTitle);
    const link = within(popup).getByRole('link', { name: REFERRAL_TEXTS.shareLink });
    expect(link).toHaveAttribute('href', '/invite');
    await user.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(probe()).toHaveTextContent('/invite');
  });

  it("'Don't show this again' saves the dismissal", async () => {
    const fetch = referralsFetch();
    const { user, requestsTo } = renderPrompts(fetch);
    const popup = await dialog(REFERRAL_TEXTS.shareTitle);
    await user.click(within(popup).getByRole('button', { name: REFERRAL_TEXTS.dontShowAgain }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('POST', '/api/user-preferences').map((request) => request.body)).toContainEqual({
      preference_key: 'referral_modal_dismissed',
      value: true,
    });
    expect(readShareModalMemory(TEST_USER.id).dismissed).toBeUndefined();
  });

  it("keeps 'Don't show this again' in session storage when saving it fails", async () => {
    const { user } = renderPrompts(
      referralsFetch([
        fakeRoute(setUserPreference, (request) =>
          (request.body as { preference_key: string }).preference_key === 'referral_modal_dismissed'
            ? failure(503, 'The database is not reachable right now. Please try again shortly.')()
            : { body: preferences() },
        ),
      ]),
    );
    const popup = await dialog(REFERRAL_TEXTS.shareTitle);
    await user.click(within(popup).getByRole('button', { name: REFERRAL_TEXTS.dontShowAgain }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readShareModalMemory(TEST_USER.id)).toMatchObject({ dismissed: true });
  });

  it("offers 'Don't show this again' only to a user with an email", async () => {
    renderPrompts(referralsFetch(), { session: { user: { ...TEST_USER, email: '' } } });
    const popup = await dialog(REFERRAL_TEXTS.shareTitle);
    expect(within(popup).getByRole('link', { name: REFERRAL_TEXTS.shareLink })).toBeVisible();
    expect(within(popup).queryByRole('button', { name: REFERRAL_TEXTS.dontShowAgain })).not.toBeInTheDocument();
  });

  it.each([
    ['on /invite itself', { route: '/invite' }],
    ['to an account on the waitlist', { session: { user: { ...TEST_USER, role: 'waitlist' as const } } }],
  ])('is not offered %s', async (_, options) => {
    vi.useFakeTimers();
    renderPrompts(referralsFetch(), options);
    await pass(SHARE_MODAL_DELAY_MS * 5);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the referral flow after login', () => {
  it("redeems the stored code, shows 'Bonus Assigned!' instead of 'Share Bagel', and deletes the code", async () => {
    const { requestsTo } = renderPrompts(referralsFetch(stashed('FRIEND42')));
    const popup = await dialog(REFERRAL_TEXTS.bonusTitle);
    expect(within(popup).getByText(REFERRAL_TEXTS.bonusBody)).toBeVisible();
    const [validated] = requestsTo('GET', '/api/v1/referral/validate');
    expect(validated?.query.get('referral_code')).toBe('FRIEND42');
    expect(requestsTo('GET', '/api/referral')[0]?.query.get('userId')).toBe(TEST_USER.id);
    await waitFor(() => expect(requestsTo('DELETE', '/api/referral')).toHaveLength(1));
    expect(requestsTo('DELETE', '/api/referral')[0]?.query.get('userId')).toBe(TEST_USER.id);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(requestsTo('POST', '/api/updateProfile')).toHaveLength(0);
  });

  it("'Refresh to see updated balance' reads the balance again, then closes", async () => {
    const { user, requestsTo } = renderPrompts(referralsFetch(stashed()));
    const popup = await dialog(REFERRAL_TEXTS.bonusTitle);
    const balance = `/api/v1/users/${TEST_USER.id}`;
    await waitFor(() => expect(requestsTo('GET', balance)).toHaveLength(1));
    await user.click(within(popup).getByRole('button', { name: REFERRAL_TEXTS.bonusRefresh }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('GET', balance)).toHaveLength(2);
  });

  it("shows 'Bonus Assignment Failed' for a refused code, moves the user to the waitlist, and holds the redirect until it is read", async () => {
    const { user, requestsTo } = renderPrompts(
      referralsFetch([...stashed('USEDUP99'), fakeRoute(validateReferralCode, failure(422, REFERRAL_INVALID, 'Unprocessable Entity'))]),
    );
    const popup = await dialog(REFERRAL_TEXTS.bonusFailedTitle);
    expect(within(popup).getByText(REFERRAL_TEXTS.bonusFailedBody)).toBeVisible();
    expect(within(popup).getByText(`Reason: ${REFERRAL_INVALID}`)).toBeVisible();
    expect(requestsTo('POST', '/api/updateProfile')[0]?.body).toEqual({ userId: TEST_USER.id, role: 'waitlist' });
    await waitFor(() => expect(probe()).toHaveTextContent('/dashboard waitlist held'));
    await waitFor(() => expect(requestsTo('DELETE', '/api/referral')).toHaveLength(1));

    const goToWaitlist = within(popup).getByRole('link', { name: REFERRAL_TEXTS.goToWaitlist });
    expect(goToWaitlist).toHaveAttribute('href', '/waitlist');
    await user.click(goToWaitlist);
    await waitFor(() => expect(probe()).toHaveTextContent('/waitlist waitlist free'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Go to Waitlist' waits until the session says waitlist", async () => {
    const { user } = renderPrompts(
      referralsFetch([...stashed(), fakeRoute(validateReferralCode, failure(422, REFERRAL_INVALID, 'Unprocessable Entity'))]),
      // The role change was saved, but this session never hears of it.
      { session: { setUser: () => undefined } },
    );
    const popup = await dialog(REFERRAL_TEXTS.bonusFailedTitle);
    const waiting = within(popup).getByRole('button', { name: REFERRAL_TEXTS.goToWaitlist });
    expect(waiting).toBeDisabled();
    expect(within(popup).queryByRole('link')).not.toBeInTheDocument();
    await user.click(waiting);
    expect(probe()).toHaveTextContent('/dashboard user held');
  });

  it('shows the failure only once the role change is saved, trying a dropped change again', async () => {
    vi.useFakeTimers();
    let tries = 0;
    const { requestsTo } = renderPrompts(
      referralsFetch([
        ...stashed(),
        fakeRoute(validateReferralCode, failure(422, REFERRAL_INVALID, 'Unprocessable Entity')),
        fakeRoute(updateRole, () => {
          tries += 1;
          return tries < 3
            ? failure(503, 'The database is not reachable right now.')()
            : { body: { user: { ...TEST_USER, role: 'waitlist' } } };
        }),
      ]),
    );
    await pass(100);
    expect(tries).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(probe()).toHaveTextContent('/dashboard user free');
    await pass(2000);
    expect(tries).toBe(3);
    const popup = screen.getByRole('dialog', { name: REFERRAL_TEXTS.bonusFailedTitle });
    expect(within(popup).getByRole('link', { name: REFERRAL_TEXTS.goToWaitlist })).toHaveAttribute('href', '/waitlist');
    expect(probe()).toHaveTextContent('/dashboard waitlist held');
    expect(requestsTo('DELETE', '/api/referral')).toHaveLength(1);
  });

  it('decides nothing when the role change cannot be saved: no pop-up, the code kept for the next sign-in', async () => {
    vi.useFakeTimers();
    const { requestsTo } = renderPrompts(
      referralsFetch([
        ...stashed(),
        fakeRoute(validateReferralCode, failure(422, REFERRAL_INVALID, 'Unprocessable Entity')),
        fakeRoute(updateRole, failure(502, 'The platform is not reachable')),
      ]),
    );
    await pass(10_000);
    expect(requestsTo('POST', '/api/updateProfile')).toHaveLength(4);
    expect(screen.queryByRole('dialog', { name: REFERRAL_TEXTS.bonusFailedTitle })).not.toBeInTheDocument();
    expect(requestsTo('DELETE', '/api/referral')).toHaveLength(0);
    expect(probe()).toHaveTextContent('/dashboard user free');
    expect(logged).toHaveBeenCalledWith('Referral flow: the stored code could not be redeemed now', expect.anything());
  });

  it('lets the redirect through when the failure pop-up is closed another way', async () => {
    const { user } = renderPrompts(
      referralsFetch([...stashed(), fakeRoute(validateReferralCode, failure(400, 'Referral code is not valid'))]),
    );
    const popup = await dialog(REFERRAL_TEXTS.bonusFailedTitle);
    expect(within(popup).getByText('Reason: Referral code is not valid')).toBeVisible();
    await waitFor(() => expect(probe()).toHaveTextContent('held'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(probe()).toHaveTextContent('/dashboard waitlist free'));
  });

  it('decides nothing while the platform is down: no pop-up, the code kept for the next sign-in', async () => {
    vi.useFakeTimers();
    const { requestsTo } = renderPrompts(
      referralsFetch([...stashed(), fakeRoute(validateReferralCode, failure(503, 'The database is not reachable right now.'))]),
    );
    await pass(100);
    expect(requestsTo('GET', '/api/v1/referral/validate')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: REFERRAL_TEXTS.bonusFailedTitle })).not.toBeInTheDocument();
    expect(requestsTo('DELETE', '/api/referral')).toHaveLength(0);
    expect(requestsTo('POST', '/api/updateProfile')).toHaveLength(0);
    expect(probe()).toHaveTextContent('/dashboard user free');
    expect(logged).toHaveBeenCalledWith('Referral flow: the stored code could not be redeemed now', expect.anything());
  });

  it("runs once per sign-in, however often the shell mounts; a closed pop-up stays closed and 'Share Bagel' waits for another load", async () => {
    vi.useFakeTimers();
    const { requestsTo } = renderPrompts(referralsFetch(stashed()));
    await pass(100);
    const popup = screen.getByRole('dialog', { name: REFERRAL_TEXTS.bonusTitle });
    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await pass(1000);
    const remount = screen.getByRole('button', { name: 'Remount', hidden: true });
    fireEvent.click(remount);
    fireEvent.click(remount);
    await pass(SHARE_MODAL_DELAY_MS * 5);
    expect(requestsTo('GET', '/api/referral')).toHaveLength(1);
    expect(requestsTo('GET', '/api/v1/referral/validate')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
