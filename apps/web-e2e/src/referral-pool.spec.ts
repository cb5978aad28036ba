import type { APIRequestContext } from '@playwright/test';
import { buildPath, PATHS } from '@bagel/contract';
import { generateReferralCode, getReferralPool, REFERRAL_TEXTS, validateReferralCode } from '@bagel/referrals-contract';
import { getUserData } from '@bagel/wallet-contract';
import { expectAccessible } from './support/accessibility';
import { sessionOf, signIn, submitSignUp } from './support/accounts';
import { adminPassword, apiBaseUrl, uniqueUser, waitForApi } from './support/stack';
import { expect, openPage, test } from './support/test';

test.beforeAll(async ({ request }) => waitForApi(request));

const codeOf = async (request: APIRequestContext, apiKey: string): Promise<string> =>
  (
    (await (await request.get(`${apiBaseUrl}${generateReferralCode.path}`, { headers: { 'x-api-key': apiKey } })).json()) as {
      referral_code: string;
    }
  ).referral_code;

test("two new users redeem each other's codes: the second is refused, is shown 'Bonus Assignment Failed' and paid nothing", async ({
  browser,
}) => {
  // Ann signs up, and her code is the one Ben is invited with.
  const ann = await openPage(browser);
  await ann.goto('/');
  await submitSignUp(ann, uniqueUser('ann'));
  await expect(ann).toHaveURL(/\/dashboard$/);
  const annSession = await sessionOf(ann.request);
  const annCode = await codeOf(ann.request, annSession.apiKey);

  // Ben joins through Ann's link. Just before his sign-up's flow redeems Ann's code, Ann redeems Ben's over the API,
  // as the probe did: Ben's redemption would close the circle.
  const ben = await openPage(browser);
  let annRedeemed = false;
  await ben.route(
    (url) => url.pathname === validateReferralCode.path,
    async (route) => {
      const benSession = await sessionOf(ben.request);
      const benCode = await codeOf(ben.request, benSession.apiKey);
      const redeemed = await ann.request.get(`${apiBaseUrl}${validateReferralCode.path}?referral_code=${benCode}`, {
        headers: { 'x-api-key': annSession.apiKey },
      });
      annRedeemed = redeemed.status() === 200;
      await route.continue();
    },
  );
  await ben.goto(`/?ref=${annCode}`);
  await submitSignUp(ben, uniqueUser('ben'));
  const failed = ben.getByRole('dialog', { name: REFERRAL_TEXTS.bonusFailedTitle });
  await expect(failed).toBeVisible();
  expect(annRedeemed).toBe(true);
  await expect(failed).toContainText(REFERRAL_TEXTS.bonusFailedBody);
  await expectAccessible(ben);
  // Spec §4's failure: the account is moved to the waitlist (where the link leads while the setting is on).
  await expect.poll(async () => (await sessionOf(ben.request)).user.role).toBe('waitlist');
  await failed.getByRole('link', { name: REFERRAL_TEXTS.goToWaitlist }).click();
  await expect(failed).toBeHidden();

  // Ann got her bonus for Ben's code; Ben got nothing.
  const balanceOf = async (request: APIRequestContext) => {
    const { user, apiKey } = await sessionOf(request);
    const url = `${apiBaseUrl}${buildPath(getUserData.path, { userId: user.id })}`;
    return (
      (await (await request.get(url, { headers: { 'x-api-key': apiKey } })).json()) as {
        balance: number;
      }
    ).balance;
  };
  expect(await balanceOf(ann.request)).toBe(125);
  expect(await balanceOf(ben.request)).toBe(0);
});

test("the admin page shows the referral pool's balance and adds to it", async ({ page }) => {
  await signIn(page, 'admin', adminPassword);
  await page.goto(PATHS.admin);
  const pool = page.getByRole('region', { name: 'Referral pool' });
  const { apiKey } = await sessionOf(page.request);
  const stored = (
    (await (await page.request.get(`${apiBaseUrl}${getReferralPool.path}`, { headers: { 'x-api-key': apiKey } })).json()) as {
      balance: number;
    }
  ).balance;
  const balance = pool.getByLabel(/^Balance /);
  await expect(balance).toHaveText(`🥯 ${stored.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await expectAccessible(page);

  await pool.getByRole('textbox', { name: /Bagels to add/ }).fill('100');
  await pool.getByRole('button', { name: 'Add to pool' }).click();
  await expect(balance).toHaveText(`🥯 ${(stored + 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
});
