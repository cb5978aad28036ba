import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { postponedSharePrompt, SHARE_PROMPT_MEMORY_PREFIX } from '@bagel/referrals-contract';

/**
 * Spec §4's 'Share Bagel' pop-up opens about 2 s after a signed-in page loads, over whatever a journey is doing then
 * (an open menu, a side sheet). Journeys about other things run in a tab where the user has already closed it: its
 * session-storage memory says "postponed", so it never races their clicks. The referral journey opens its pages
 * without this to see it.
 */
async function inTabThatClosedSharePrompt(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(postponedSharePrompt, SHARE_PROMPT_MEMORY_PREFIX);
  return context;
}

/** A page in a browser context of its own (another person, or another device), in a tab that has already closed the pop-up. */
export async function openPage(browser: Browser, device: BrowserContextOptions = {}): Promise<Page> {
  return (await inTabThatClosedSharePrompt(await browser.newContext(device))).newPage();
}

export const test = base.extend({
  context: async ({ context }, use) => use(await inTabThatClosedSharePrompt(context)),
});
export { expect } from '@playwright/test';
