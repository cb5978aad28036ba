import type { Locator, Page } from '@playwright/test';

/** Opens the header's avatar menu (from 576 px; below that the menu panel holds what it leads to); the menu. */
export async function openAvatarMenu(page: Page): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu for/ })
    .click();
  return page.getByRole('menu');
}
