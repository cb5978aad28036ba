import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, signIn } from './support/accounts';
import { waitForApi } from './support/stack';

test.beforeAll(async ({ request }) => waitForApi(request));

const MODEL = 'meta-llama/Llama-3.2-1B-Instruct';

test('bob searches the header for llama, opens a model, clones it and finds it in My Models', async ({ page }) => {
  await signIn(page, 'bob', DEMO_PASSWORD);

  const search = page.getByRole('combobox', { name: 'Search models' });
  await search.click();
  await expect(page.getByText('Start searching')).toBeVisible();
  await expectAccessible(page);
  await search.fill('llama');
  const results = page.getByRole('listbox');
  await expect(results.getByRole('option').first()).toBeVisible();
  expect(await results.getByRole('option').count()).toBeLessThanOrEqual(12);
  await results
    .getByRole('option', { name: new RegExp(MODEL.split('/')[1] ?? '') })
    .first()
    .click();

  await expect(page).toHaveURL(new RegExp(`/model/source/${encodeURIComponent(MODEL).replace(/[.]/g, '\\.')}/description$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Llama-3.2-1B-Instruct');
  await expect(page.getByText('Offline catalogue').first()).toBeVisible();
  await expect(page.getByRole('table', { name: /Files/ }).getByRole('cell', { name: 'config.json', exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Clone to My Models' }).click();
  await expect(page.getByText('Cloned', { exact: false }).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Open in My Models' }).click();
  await expect(page).toHaveURL(/\/model\/[0-9a-f-]{36}\/description$/);
  await expect(page.getByRole('cell', { name: 'config.json', exact: true })).toBeVisible();

  await page.goto('/model');
  await expect(page.getByText(MODEL).first()).toBeVisible();
  await expectAccessible(page);
});
