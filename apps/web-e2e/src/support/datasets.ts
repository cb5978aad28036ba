import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';

/** Creates a dataset from the header's Create menu and opens its page; its id. */
export async function createDataset(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Create Dataset' }).click();
  const sheet = page.getByRole('dialog', { name: 'Create Dataset' });
  await sheet.getByRole('textbox', { name: 'Dataset Name' }).fill(title);
  await sheet.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Book' }).click();
  const tags = sheet.getByRole('combobox', { name: 'Tags' });
  await tags.fill('questions');
  await tags.press('Enter');
  await expectAccessible(page);
  await sheet.getByRole('button', { name: 'Create' }).click();
  await expect(sheet.getByRole('heading', { name: 'Your Dataset is Ready!' })).toBeVisible();
  await sheet.getByRole('link', { name: 'Manage Dataset' }).click();
  await expect(page).toHaveURL(/\/dataset\/[0-9a-f-]{36}\/description$/);
  return /\/dataset\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
}

/** Uploads one CSV on the dataset's page and waits for it in the files table. */
export async function upload(page: Page, name: string, content: string) {
  await page.getByLabel('Files to upload').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await expect(page.getByRole('table', { name: /Files/ }).getByRole('cell', { name, exact: true })).toBeVisible();
}
