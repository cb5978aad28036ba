import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, signIn } from './support/accounts';
import { createDataset, upload } from './support/datasets';
import { choose, openModelWizard, uploadModel } from './support/models';
import { waitForApi } from './support/stack';

test.beforeAll(async ({ request }) => waitForApi(request));

const CSV = `question,answer\n${Array.from({ length: 30 }, (_, index) => `What is bagel ${index}?,A round bread with a hole number ${index}`).join('\n')}\n`;

test('bob uploads a model: type, details, files one after another, and its page lists them', async ({ page }) => {
  await signIn(page, 'bob', DEMO_PASSWORD);
  const name = `bob upload ${Date.now()}`;
  const sheet = await uploadModel(page, name);
  await expectAccessible(page);
  await sheet.getByRole('button', { name: 'Create Model' }).click();

  await expect(sheet.getByRole('heading', { name: 'Your Model is Ready!' })).toBeVisible({ timeout: 30_000 });
  await sheet.getByRole('link', { name: 'View Model' }).click();
  await expect(page).toHaveURL(/\/model\/[0-9a-f-]{36}\/description$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const files = page.getByRole('table', { name: /Files/ });
  await expect(files.getByRole('cell', { name: 'config.json', exact: true })).toBeVisible();
  await expect(files.getByRole('cell', { name: 'tokenizer.json', exact: true })).toBeVisible();
});

test('alice fine-tunes Llama on her dataset: the estimate, the job on the simulator to the end, and its charge in the history', async ({
  page,
}) => {
  await signIn(page, 'alice', DEMO_PASSWORD);
  const dataset = `Bagel Q&A ${Date.now()}`;
  await createDataset(page, dataset);
  await upload(page, 'questions.csv', CSV);

  const sheet = await openModelWizard(page);
  await sheet.getByRole('radio', { name: /Fine-tune Model/ }).check();
  await sheet.getByRole('button', { name: 'Continue' }).click();
  const name = `alice llama ${Date.now()}`;
  await sheet.getByRole('textbox', { name: 'Model Name' }).fill(name);
  await sheet.getByRole('button', { name: 'Continue' }).click();

  await choose(page, sheet.getByRole('combobox', { name: 'Base Model' }), /Llama-3\.2-1B-Instruct/);
  await choose(page, sheet.getByRole('combobox', { name: 'Dataset' }), dataset);
  await choose(page, sheet.getByRole('combobox', { name: 'File' }), 'questions.csv');
  await sheet.getByRole('button', { name: 'Continue' }).click();

  // The file's two columns are filled in, the first as input.
  await expect(sheet.getByRole('combobox', { name: 'Input column' })).toHaveValue('question');
  await expect(sheet.getByRole('combobox', { name: 'Output column' })).toHaveValue('answer');
  await expectAccessible(page);
  await sheet.getByRole('button', { name: 'Continue' }).click();

  const estimate = sheet.getByRole('table', { name: 'Cost estimate' });
  await expect(estimate).toBeVisible({ timeout: 30_000 });
  await expect(estimate).toContainText(/\d+\.\d\d/);
  await sheet.getByRole('button', { name: 'Create Model' }).click();
  await expect(sheet.getByRole('heading', { name: 'Your model is fine-tuning!' })).toBeVisible({ timeout: 30_000 });
  await sheet.getByRole('link', { name: 'View Model' }).click();

  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Trained by Local simulator')).toBeVisible();
  await expect(page.getByText('Finished', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Charged', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'adapter_config.json', exact: true })).toBeVisible();
  await expectAccessible(page);
  // What the job cost in the end: the hold, less any unused part given back.
  const finished = (await page.getByText(/^Finished: charged [\d.]+ BGL of the [\d.]+ BGL held$/).textContent()) ?? '';
  const charged = /charged ([\d.]+) BGL/.exec(finished)?.[1] ?? 'none';

  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Transaction History' }).click();
  const history = page.getByRole('dialog', { name: 'Transaction History' });
  await expect(history.getByText(`Fine-tuning ${name}: estimate held`)).toBeVisible();
  const fineTuningTotal = history
    .getByRole('term')
    .filter({ hasText: /^Fine-tuning$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(fineTuningTotal).toHaveText(`🥯 ${charged}`);
});
