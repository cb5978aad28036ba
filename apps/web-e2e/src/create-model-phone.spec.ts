import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, signIn } from './support/accounts';
import { createDataset, upload } from './support/datasets';
import { choose, expectStepLabelsWhole, openModelWizard, openModelWizardFromMenuPanel } from './support/models';
import { waitForApi } from './support/stack';

test.beforeAll(async ({ request }) => waitForApi(request));

/** Three columns: the wizard cannot guess which two to train on, so the columns rule can be broken. */
const CSV = `question,answer,topic\n${Array.from({ length: 30 }, (_, index) => `What is bagel ${index}?,A round bread number ${index},bread`).join('\n')}\n`;

const FINE_TUNE_LABELS = ['Model Type', 'Selection', 'Dataset & Parameters', 'Review'];
const RULE = 'Input and output columns are required for non-text files';

test('on a phone, alice creates a model: every step label whole, the file’s columns offered, a broken rule marked with one toast, then fixed', async ({
  page,
}) => {
  // The dataset, the walk through the wizard and the server's validation (its tokenizer's first load) in one journey.
  test.setTimeout(120_000);
  await signIn(page, 'alice', DEMO_PASSWORD);
  const dataset = `Phone Q&A ${Date.now()}`;
  await createDataset(page, dataset);
  await upload(page, 'topics.csv', CSV);

  await page.setViewportSize({ width: 375, height: 800 });
  const sheet = await openModelWizardFromMenuPanel(page);
  await expectStepLabelsWhole(page, sheet, FINE_TUNE_LABELS);
  await sheet.getByRole('radio', { name: /Upload Model/ }).check();
  await expectStepLabelsWhole(page, sheet, ['Model Type', 'Model Details', 'Upload Files', 'Review']);
  await sheet.getByRole('radio', { name: /Fine-tune Model/ }).check();
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await sheet.getByRole('textbox', { name: 'Model Name' }).fill(`alice phone ${Date.now()}`);
  await sheet.getByRole('button', { name: 'Continue' }).click();

  await choose(page, sheet.getByRole('combobox', { name: 'Base Model' }), /Llama-3\.2-1B-Instruct/);
  await choose(page, sheet.getByRole('combobox', { name: 'Dataset' }), dataset);
  await choose(page, sheet.getByRole('combobox', { name: 'File' }), 'topics.csv');
  await expectStepLabelsWhole(page, sheet, FINE_TUNE_LABELS);
  await sheet.getByRole('button', { name: 'Continue' }).click();

  // The file's three columns are offered; with more than two none is chosen for the user.
  const input = sheet.getByRole('combobox', { name: 'Input column' });
  const output = sheet.getByRole('combobox', { name: 'Output column' });
  await expect(input).toBeEnabled();
  await input.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['question', 'answer', 'topic']);
  await page.keyboard.press('Escape');
  await expect(input).toHaveValue('');

  // Continue twice with the rule broken: both fields marked with its text, and one toast, not two.
  const toasts = page.getByRole('alert').filter({ hasText: 'Validation Error' });
  for (let press = 0; press < 2; press += 1) {
    await sheet.getByRole('button', { name: 'Continue' }).click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText(RULE);
  }
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(output).toHaveAttribute('aria-invalid', 'true');
  await expect(sheet.getByText(RULE)).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('step-4-marked-375.png') });
  await expectAccessible(page);

  await choose(page, input, 'question');
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  await expect(toasts).toHaveCount(0);
  await choose(page, output, 'answer');
  await expect(output).not.toHaveAttribute('aria-invalid', 'true');
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await expect(sheet.getByRole('table', { name: 'Cost estimate' })).toBeVisible({ timeout: 60_000 });
  await expect(toasts).toHaveCount(0);
  await expectStepLabelsWhole(page, sheet, FINE_TUNE_LABELS);
});

/** Phones from the narrowest, the last width of the small layout, the first of the large one, a desktop. */
for (const width of [320, 375, 767, 768, 1280]) {
  test(`the step labels fit whole at ${width} px: four under 768 px, five from there`, async ({ page }) => {
    await signIn(page, 'alice', DEMO_PASSWORD);
    await page.setViewportSize({ width, height: 800 });
    const sheet = width < 768 ? await openModelWizardFromMenuPanel(page) : await openModelWizard(page);
    await sheet.getByRole('radio', { name: /Fine-tune Model/ }).check();
    await sheet.getByRole('button', { name: 'Continue' }).click();
    await sheet.getByRole('textbox', { name: 'Model Name' }).fill('Label check');
    await sheet.getByRole('button', { name: 'Continue' }).click();
    await expect(sheet.getByRole('heading', { name: 'Dataset & Files' })).toBeVisible();
    await expectStepLabelsWhole(
      page,
      sheet,
      width < 768 ? FINE_TUNE_LABELS : ['Model Type', 'Model Details', 'Dataset & Files', 'Training Parameters', 'Review & Start'],
    );
    await page.screenshot({ path: test.info().outputPath(`steps-${width}.png`) });
  });
}
