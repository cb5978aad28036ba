import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, signIn } from './support/accounts';
import { uploadModel } from './support/models';
import { waitForApi } from './support/stack';

test.beforeAll(async ({ request }) => waitForApi(request));

test('bob deploys his model, watches it start on the simulator, chats with it, terminates it and finds its minutes in the history', async ({
  page,
}) => {
  await signIn(page, 'bob', DEMO_PASSWORD);
  const name = `bob deploy ${Date.now()}`;
  const sheet = await uploadModel(page, name);
  await sheet.getByRole('button', { name: 'Create Model' }).click();
  await expect(sheet.getByRole('heading', { name: 'Your Model is Ready!' })).toBeVisible({ timeout: 30_000 });
  await sheet.getByRole('link', { name: 'View Model' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.getByRole('button', { name: 'Deploy model' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deploy model' });
  await expect(dialog).toContainText(/per hour/);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Deploy', exact: true }).click();

  await expect(page).toHaveURL(/\/my-deployments$/);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Local simulator');
  await expect(card.getByRole('progressbar', { name: `Starting ${name}` })).toBeVisible();
  await expect(card.getByText('Running', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page);

  await card.getByRole('link', { name: 'Open playground' }).click();
  await expect(page.getByText('served by Local simulator')).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('Tell me about bagels');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toContainText('Tell me about bagels');
  await expect(conversation).toContainText('[Local simulator]', { timeout: 30_000 });
  await expect(conversation).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });

  await page.goto('/my-deployments');
  await card.getByRole('button', { name: 'Terminate' }).click();
  await page.getByRole('dialog', { name: 'Terminate deployment' }).getByRole('button', { name: 'Terminate' }).click();
  await expect(card.getByText('Terminated', { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Transaction History' }).click();
  const history = page.getByRole('dialog', { name: 'Transaction History' });
  await expect(history.getByText(`Deployment of ${name}: minute 1`)).toBeVisible();
  const inference = history
    .getByRole('term')
    .filter({ hasText: /^LLM inference$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(inference).not.toHaveText('🥯 0.00');
});
