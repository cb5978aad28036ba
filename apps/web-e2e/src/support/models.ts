import { expect, type Page } from '@playwright/test';

/** Opens the Create Model wizard from the header's Create menu. */
export async function openModelWizard(page: Page) {
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Create Model' }).click();
  const sheet = page.getByRole('dialog', { name: 'Create Model' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Picks an option of a Mantine select. */
export async function choose(page: Page, field: ReturnType<Page['getByRole']>, option: string | RegExp) {
  await field.click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Uploads a small llama3 model through the wizard's upload path. Ends on the wizard's result step. */
export async function uploadModel(page: Page, name: string) {
  const sheet = await openModelWizard(page);
  await sheet.getByRole('radio', { name: /Upload Model/ }).check();
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await sheet.getByRole('textbox', { name: 'Model Name' }).fill(name);
  await choose(page, sheet.getByRole('combobox', { name: 'Base Model Type' }), 'llama3');
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await sheet.getByLabel('Model files').setInputFiles([
    { name: 'config.json', mimeType: 'application/json', buffer: Buffer.from('{"model_type":"llama"}') },
    { name: 'tokenizer.json', mimeType: 'application/json', buffer: Buffer.from('{"version":"1.0"}') },
  ]);
  await expect(sheet.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveCount(2);
  return sheet;
}
