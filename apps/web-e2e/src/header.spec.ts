import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { PATHS } from '@bagel/contract';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, signIn } from './support/accounts';
import { openAvatarMenu } from './support/header';
import { waitForApi } from './support/stack';
import { expectReachable } from './support/viewport';

// The header every signed-in page shows: the wallet's balance and currency switch, the bell, the avatar menu, and the
// toasts that open below it.

test.beforeAll(async ({ request }) => waitForApi(request));

/** Phone to wide desktop; the desktop layout (sidebar, no menu panel) starts at 1280. */
const WIDTHS = [320, 375, 768, 1024, 1280, 1440];
const DESKTOP_WIDTH = 1280;
/** From here the header has room for the currency switch; below it only the menu panel holds it. */
const CURRENCY_IN_HEADER_WIDTH = 768;
/** From here the header has room for the logo and the avatar; below it the menu panel holds what they lead to. */
const AVATAR_IN_HEADER_WIDTH = 576;

/** Switches the currency with the switch inside `scope` (its radios are hidden behind their labels) and checks the balance there followed. */
async function switchCurrency(scope: Locator, currency: 'USD' | 'BGL') {
  const label = scope.getByRole('radiogroup', { name: 'Currency' }).getByText(currency, { exact: true });
  await label.click();
  await expect(scope.getByTestId('balance-amount')).toHaveText(currency === 'USD' ? /^\$[\d,]+\.\d\d$/ : /^🥯 [\d,]+\.\d\d$/);
}

// A test per width: each stays well inside the time limit on a busy machine, and a failure names its width.
for (const width of WIDTHS) {
  test(`the balance, the bell, the currency switch and the avatar menu are reachable at ${width} px`, async ({ page }) => {
    await signIn(page, 'alice', DEMO_PASSWORD);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(PATHS.dashboard);
    const header = page.getByRole('banner');
    await expect(header.getByTestId('balance-amount')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(width);

    await expectReachable(page, header.getByTestId('balance-amount'));
    await expectReachable(page, header.getByRole('link', { name: 'Buy Bagels' }));
    await expectReachable(page, header.getByRole('button', { name: /^Notifications/ }));
    const avatar = header.getByRole('button', { name: /Account menu for alice/ });
    if (width >= AVATAR_IN_HEADER_WIDTH) {
      await expectReachable(page, avatar);
      await expectReachable(page, header.getByRole('link', { name: 'Bagel', exact: true }));
    } else {
      await expect(avatar).toBeHidden();
      await expect(header.getByRole('link', { name: 'Bagel', exact: true })).toBeHidden();
    }
    if (width >= CURRENCY_IN_HEADER_WIDTH) {
      await expectReachable(page, header.getByRole('radiogroup', { name: 'Currency' }).getByText('USD', { exact: true }));
      await switchCurrency(header, 'USD');
      await switchCurrency(header, 'BGL');
    } else {
      await expect(header.getByRole('radiogroup', { name: 'Currency' })).toBeHidden();
    }
    await page.screenshot({ path: test.info().outputPath(`header-${width}.png`) });

    if (width >= AVATAR_IN_HEADER_WIDTH) {
      const menu = await openAvatarMenu(page);
      await expectReachable(page, menu.getByRole('menuitem', { name: 'Sign Out' }));
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }

    if (width < DESKTOP_WIDTH) {
      await expectReachable(page, header.getByRole('button', { name: 'Open menu' }));
      await header.getByRole('button', { name: 'Open menu' }).click();
      const panel = page.getByRole('dialog', { name: 'Menu' });
      await expectReachable(page, panel.getByRole('link', { name: 'Dashboard' }));
      await expectReachable(page, panel.getByRole('button', { name: 'Sign Out' }));
      await expectReachable(page, panel.getByTestId('balance-amount'));
      await expectReachable(page, panel.getByRole('link', { name: 'Buy Bagels' }));
      await expectReachable(page, panel.getByRole('radiogroup', { name: 'Currency' }).getByText('USD', { exact: true }));
      await switchCurrency(panel, 'USD');
      await page.screenshot({ path: test.info().outputPath(`menu-panel-${width}.png`) });
      await switchCurrency(panel, 'BGL');
      await expectAccessible(page);
      // The balance's + is a way out of the panel like any entry: the panel closes behind it.
      await panel.getByRole('link', { name: 'Buy Bagels' }).click();
      await expect(page).toHaveURL(new RegExp(`${PATHS.buyBagels}$`));
      await expect(panel).toBeHidden();
    } else {
      await expect(header.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    }
  });
}

test('toasts open below the header, on a desktop and on a phone', async ({ page }) => {
  await signIn(page, 'alice', DEMO_PASSWORD);
  for (const width of [1440, 375]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(PATHS.dashboard);
      const headerBox = await page.getByRole('banner').boundingBox();
      if (width >= DESKTOP_WIDTH) {
        await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Contact Us' }).click();
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Contact Us' }).click();
      }
      const sheet = page.getByRole('dialog', { name: 'Contact Us' });
      await sheet.getByRole('textbox', { name: 'Subject', exact: true }).fill(`Toast check at ${width} px`);
      await sheet.getByRole('textbox', { name: 'Message', exact: true }).fill('Where does the toast open?');
      await sheet.getByRole('button', { name: 'Send' }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Your message has been sent successfully!' });
      await expect(toast).toBeVisible();
      await expect
        .poll(async () => (await toast.boundingBox())?.y ?? -1)
        .toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? Infinity));
      await page.screenshot({ path: test.info().outputPath(`toast-${width}.png`) });
      await toast.getByRole('button', { name: 'Close notification' }).click();
    });
  }
});
