import type { Browser, Page } from '@playwright/test';
import { PATHS } from '@bagel/contract';
import { REFERRAL_TEXTS } from '@bagel/referrals-contract';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, signIn, submitSignUp } from './support/accounts';
import { uniqueUser, waitForApi } from './support/stack';
import { expect, openPage, test } from './support/test';

test.beforeAll(async ({ request }) => waitForApi(request));

const balance = (page: Page) => page.getByTestId('balance-amount');
const bagels = (page: Page) =>
  balance(page)
    .textContent()
    .then((text) => Number(text?.replace(/[^\d.]/g, '')));
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** A friend signs up through the invite link and lands on the dashboard, where the post-login flow redeems the code. */
async function joinWith(page: Page, link: string, prefix: string) {
  await page.goto(link);
  await submitSignUp(page, uniqueUser(prefix));
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function bonusArrives(page: Page) {
  const bonus = page.getByRole('dialog', { name: REFERRAL_TEXTS.bonusTitle });
  await expect(bonus).toBeVisible();
  return bonus;
}

async function friendJoins(browser: Browser, link: string, prefix: string) {
  const friend = await openPage(browser);
  await joinWith(friend, link, prefix);
  await (await bonusArrives(friend)).getByRole('button', { name: REFERRAL_TEXTS.bonusRefresh }).click();
  await expect(balance(friend)).toHaveText('🥯 125.00');
  await friend.context().close();
}

test('bob invites three friends: each gets 125 BGL, bob 375 BGL, and both balances and bells update without a reload', async ({
  page,
  browser,
}) => {
  await signIn(page, 'bob', DEMO_PASSWORD);
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Earn Bagels' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.invite}$`));
  const link = await page.getByRole('textbox', { name: 'Invite link' }).inputValue();
  expect(link).toMatch(/\/\?ref=[A-Z2-9]{8}$/);
  await expect(page.getByText('0 / 3 friends joined')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radiogroup', { name: 'Currency' }).getByText('BGL', { exact: true }).click();
  const bobStart = await bagels(page);

  // The first friend is shown the bonus pop-up, then finds it in the balance and the bell.
  const first = await (await browser.newContext()).newPage();
  await joinWith(first, link, 'friend1');
  const bonus = await bonusArrives(first);
  await expect(bonus).toContainText(REFERRAL_TEXTS.bonusBody);
  await expectAccessible(first);
  await bonus.getByRole('button', { name: REFERRAL_TEXTS.bonusRefresh }).click();
  await expect(bonus).toBeHidden();
  await expect(balance(first)).toHaveText('🥯 125.00');
  await expect(bell(first)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(first).click();
  await expect(first.getByRole('dialog', { name: 'Notifications' })).toContainText('You received a bonus of 125.00 BGL');
  await first.context().close();

  await friendJoins(browser, link, 'friend2');
  await friendJoins(browser, link, 'friend3');

  // Bob's page has not been reloaded: the bell's live stream brings the notice, and with it the new balance.
  await expect(bell(page)).toHaveAccessibleName(/Notifications, [1-9]\d* unread/);
  await expect(balance(page)).toHaveText(`🥯 ${(bobStart + 375).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await bell(page).click();
  const notices = page.getByRole('dialog', { name: 'Notifications' });
  await expect(notices).toContainText('You received a bonus of 375.00 BGL');
  await expectAccessible(page);
  await notices.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');

  // The page's progress is read when it opens.
  await page.reload();
  await expect(page.getByText('3 / 3 friends joined')).toBeVisible();
  await expect(page.getByText(/You earned .*375\.00 for bringing in 3 friends\./)).toBeVisible();
});

test("a newcomer is offered 'Share Bagel' and can turn it off for good", async ({ browser }) => {
  // Without the journeys' handler that closes the pop-up: here it is the subject.
  const newcomer = await (await browser.newContext()).newPage();
  await newcomer.goto('/');
  await submitSignUp(newcomer, uniqueUser('sharer'));
  await expect(newcomer).toHaveURL(/\/dashboard$/);
  const prompt = newcomer.getByRole('dialog', { name: REFERRAL_TEXTS.shareTitle });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(REFERRAL_TEXTS.shareBody);
  await expect(prompt.getByRole('link', { name: REFERRAL_TEXTS.shareLink })).toHaveAttribute('href', PATHS.invite);
  await expectAccessible(newcomer);
  await prompt.getByRole('button', { name: REFERRAL_TEXTS.dontShowAgain }).click();
  await expect(prompt).toBeHidden();
  await expect
    .poll(async () => (await (await newcomer.request.get('/api/user-preferences')).json())['referral_modal_dismissed'])
    .toBe(true);
});
