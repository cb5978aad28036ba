import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { getUserPreferences } from '@bagel/account-contract';
import { REFERRAL_INVALID, REFERRAL_TEXTS, validateReferralCode } from '@bagel/referrals-contract';
import { TEST_USER } from '@bagel/session/testing';
import { type AppStoryParameters, failure, fakeRoute } from '@bagel/web-testing';
import { preferences, referralsFetch, stashed } from '../testing/referral-fakes';
import { ReferralPrompts } from './referral-prompts';

/**
 * The referral pop-ups the signed-in shell shows, one at a time (spec §2, §4). These stories open 'Share Bagel' at
 * once; in the app it waits about 2 s after load (see AfterTwoSeconds).
 */
const meta = {
  title: 'Referrals/ReferralPrompts',
  component: ReferralPrompts,
  args: { shareDelayMs: 0 },
  parameters: { route: '/dashboard', fetch: referralsFetch() } satisfies AppStoryParameters,
  // Each story starts with nothing postponed or dismissed in this tab.
  beforeEach: () => sessionStorage.clear(),
} satisfies Meta<typeof ReferralPrompts>;
export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });

/** 'Share Bagel' for a user with an email: 'Get started now' and 'Don't show this again'. */
export const ShareBagel: Story = {
  play: async () => {
    const dialog = await findDialog(REFERRAL_TEXTS.shareTitle);
    await expect(dialog).toHaveTextContent(REFERRAL_TEXTS.dontShowAgain);
  },
};

/** Without an email there is no 'Don't show this again': Close postpones it to the next day. */
export const ShareBagelWithoutEmail: Story = {
  parameters: { session: { user: { ...TEST_USER, email: '' } } },
  play: async () => {
    const dialog = await findDialog(REFERRAL_TEXTS.shareTitle);
    await expect(dialog).not.toHaveTextContent(REFERRAL_TEXTS.dontShowAgain);
  },
};

/** The app's timing: about 2 s after load. */
export const AfterTwoSeconds: Story = {
  args: { shareDelayMs: undefined },
  play: async () => {
    await expect(await findDialog(REFERRAL_TEXTS.shareTitle)).toBeVisible();
  },
};

/** Dismissed before (or shown in the last 24 h): nothing shows. */
export const NothingToShow: Story = {
  parameters: { fetch: referralsFetch([fakeRoute(getUserPreferences, () => ({ body: preferences({ referral_modal_dismissed: true }) }))]) },
};

/** A new user who signed up with a friend's code: the bonus was paid. */
export const BonusAssigned: Story = {
  parameters: { fetch: referralsFetch(stashed()) },
  play: async () => {
    const dialog = await findDialog(REFERRAL_TEXTS.bonusTitle);
    await expect(dialog).toHaveTextContent(REFERRAL_TEXTS.bonusRefresh);
  },
};

/** The code was refused (used up, unknown, the user's own): the account is now on the waitlist. */
export const BonusAssignmentFailed: Story = {
  parameters: { fetch: referralsFetch([...stashed(), fakeRoute(validateReferralCode, failure(422, REFERRAL_INVALID))]) },
  play: async () => {
    const dialog = await findDialog(REFERRAL_TEXTS.bonusFailedTitle);
    await expect(await within(dialog).findByRole('link', { name: REFERRAL_TEXTS.goToWaitlist })).toHaveAttribute('href', '/waitlist');
  },
};

/** The role change is saved, but the session does not say waitlist yet: 'Go to Waitlist' waits for it. */
export const BonusAssignmentFailedBeforeTheSessionKnows: Story = {
  parameters: {
    fetch: referralsFetch([...stashed(), fakeRoute(validateReferralCode, failure(422, REFERRAL_INVALID))]),
    session: { setUser: () => undefined },
  } satisfies AppStoryParameters,
  play: async () => {
    const dialog = await findDialog(REFERRAL_TEXTS.bonusFailedTitle);
    await expect(within(dialog).getByRole('button', { name: REFERRAL_TEXTS.goToWaitlist })).toBeDisabled();
    await expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  },
};
