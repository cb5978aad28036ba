import { test as base, type Browser, type Page } from '@playwright/test';

/**
 * Spec §4's 'Share Bagel' pop-up opens about 2 s after a signed-in page loads, over whatever a journey is doing then.
 * Journeys about other things close it whenever it shows, as a user would; the referral journey opens its pages
 * without this to see it.
 */
export async function closeSharePrompts(page: Page): Promise<Page> {
  // Its close button, not Esc: Esc goes to whatever holds the focus, such as a side sheet the pop-up opened over.
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Share Bagel' }), (dialog) =>
    dialog.getByRole('button', { name: 'Close', exact: true }).click(),
  );
  return page;
}

/** A page in a browser context of its own (another person), closing the pop-up as {@link closeSharePrompts}. */
export async function openPage(browser: Browser): Promise<Page> {
  return closeSharePrompts(await (await browser.newContext()).newPage());
}

export const test = base.extend({
  page: async ({ page }, use) => use(await closeSharePrompts(page)),
});
export { expect } from '@playwright/test';
