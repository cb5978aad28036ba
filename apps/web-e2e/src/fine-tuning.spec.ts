import { expect, openPage, test } from './support/test';
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

test('bob finds alice’s dataset on the market, buys it, and fine-tunes on it', async ({ page, browser }) => {
  // alice sells a dataset, told what she receives of the price.
  await signIn(page, 'alice', DEMO_PASSWORD);
  const dataset = `Sea poems ${Date.now()}`;
  await createDataset(page, dataset);
  await upload(page, 'poems.csv', CSV);
  const listing = page.getByRole('form', { name: 'Market listing' });
  await listing.getByRole('textbox', { name: 'Price (BGL)' }).fill('5');
  await expect(listing).toContainText('The market keeps 10% of each sale. You receive 🥯 4.50 from each buyer.');
  await listing.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published · 🥯 5.00').first()).toBeVisible();

  // bob finds it from the sidebar's Market.
  const bob = await openPage(browser);
  await signIn(bob, 'bob', DEMO_PASSWORD);
  await bob.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Market' }).click();
  await expect(bob).toHaveURL(/\/market$/);
  await bob.getByRole('textbox', { name: 'Search the market' }).fill(dataset);
  await bob.getByRole('button', { name: 'Search' }).click();
  const card = bob.getByRole('listitem', { name: dataset });
  await expect(card).toContainText('🥯 5.00');
  await expect(card).toContainText('by alice');
  await expectAccessible(bob);
  await card.getByRole('link', { name: dataset }).click();
  await bob.getByRole('button', { name: /^Buy/ }).click();
  await bob
    .getByRole('dialog', { name: `Buy ${dataset}` })
    .getByRole('button', { name: 'Confirm purchase' })
    .click();
  await expect(bob.getByRole('status', { name: /Purchased/ })).toBeVisible();
  // Its files are his to download, straight from api.
  const download = bob.waitForEvent('download');
  await bob.getByRole('button', { name: 'Download poems.csv' }).click();
  expect((await download).suggestedFilename()).toBe('poems.csv');

  // It is among his datasets now, as bought.
  await bob.goto('/dataset');
  await expect(bob.getByRole('list', { name: 'Purchased datasets' }).getByRole('link', { name: dataset })).toBeVisible();

  // And he trains on it like on his own.
  const sheet = await openModelWizard(bob);
  await sheet.getByRole('radio', { name: /Fine-tune Model/ }).check();
  await sheet.getByRole('button', { name: 'Continue' }).click();
  const name = `bob sea model ${Date.now()}`;
  await sheet.getByRole('textbox', { name: 'Model Name' }).fill(name);
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await choose(bob, sheet.getByRole('combobox', { name: 'Base Model' }), /Llama-3\.2-1B-Instruct/);
  await choose(bob, sheet.getByRole('combobox', { name: 'Dataset' }), `${dataset} · purchased`);
  await choose(bob, sheet.getByRole('combobox', { name: 'File' }), 'poems.csv');
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await expect(sheet.getByRole('combobox', { name: 'Input column' })).toHaveValue('question');
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await expect(sheet.getByRole('table', { name: 'Cost estimate' })).toBeVisible({ timeout: 30_000 });
  await sheet.getByRole('button', { name: 'Create Model' }).click();
  await expect(sheet.getByRole('heading', { name: 'Your model is fine-tuning!' })).toBeVisible({ timeout: 30_000 });
  await sheet.getByRole('link', { name: 'View Model' }).click();
  await expect(bob.getByText('Finished', { exact: true })).toBeVisible({ timeout: 60_000 });
});
