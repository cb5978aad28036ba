import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';

/** Under this width the header has no Create menu: the menu panel holds its entries. */
const CREATE_MENU_WIDTH = 768;

/** Creates a dataset from the header's Create menu (a phone's menu panel) and opens its page; its id. */
export async function createDataset(page: Page, title: string, description = ''): Promise<string> {
  if ((page.viewportSize()?.width ?? CREATE_MENU_WIDTH) < CREATE_MENU_WIDTH) {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Create Dataset' }).click();
  } else {
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Create Dataset' }).click();
  }
  const sheet = page.getByRole('dialog', { name: 'Create Dataset' });
  await sheet.getByRole('textbox', { name: 'Dataset Name' }).fill(title);
  await sheet.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Book' }).click();
  const tags = sheet.getByRole('combobox', { name: 'Tags' });
  await tags.fill('questions');
  await tags.press('Enter');
  if (description) await sheet.getByRole('textbox', { name: 'Description' }).fill(description);
  await expectAccessible(page);
  await sheet.getByRole('button', { name: 'Create' }).click();
  await expect(sheet.getByRole('heading', { name: 'Your Dataset is Ready!' })).toBeVisible();
  await sheet.getByRole('link', { name: 'Manage Dataset' }).click();
  await expect(page).toHaveURL(/\/dataset\/[0-9a-f-]{36}\/description$/);
  return /\/dataset\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
}

/** The folder's entries: the table on wider screens, the list of rows on a phone. */
export const fileListing = (page: Page) =>
  page.getByRole('table', { name: /^Files in / }).or(page.getByRole('list', { name: /^Files in / }));

/** Uploads one CSV on the dataset's page and waits for it in the folder's entries. */
export async function upload(page: Page, name: string, content: string) {
  await page.getByLabel('Files to upload').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await expect(fileListing(page).getByText(name, { exact: true })).toBeVisible();
}
