import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, signIn } from './support/accounts';
import { waitForApi } from './support/stack';

test.beforeAll(async ({ request }) => waitForApi(request));

test('alice generates an image from a prompt, sees it in her gallery, and finds its charge in the history', async ({ page }) => {
  await signIn(page, 'alice', DEMO_PASSWORD);
  await page.goto('/ai-generation');
  await expect(page.getByRole('heading', { name: 'AI Generation Models' })).toBeVisible();
  const prompt = `A bagel under the moon ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Prompt' }).fill(prompt);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  const image = page.getByRole('img', { name: prompt });
  await expect(image).toBeVisible({ timeout: 30_000 });
  // The local generator's real PNG, decoded by the browser at the asked size.
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1024);
  await expect(page.getByRole('listitem').filter({ hasText: prompt })).toContainText('Local generator');
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Transaction History' }).click();
  const history = page.getByRole('dialog', { name: 'Transaction History' });
  await expect(history.getByText(prompt, { exact: false })).toBeVisible();
  const images = history
    .getByRole('term')
    .filter({ hasText: /^Image generations$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(images).not.toHaveText('🥯 0.00');
});
