import { type Page } from '@playwright/test';
import { expect, openPage, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, signIn } from './support/accounts';
import { createDataset, fileListing, upload } from './support/datasets';
import { waitForApi } from './support/stack';
import { expectReachable } from './support/viewport';

test.beforeAll(async ({ request }) => waitForApi(request));

const CSV = 'question,answer\nWhat is a bagel?,Bread with a hole\nWho bakes it?,Bakers\n';

const balance = async (page: Page) => Number((await page.getByTestId('balance-amount').textContent())?.replace(/[^\d.]/g, ''));

test('alice creates a dataset, uploads a CSV, previews it, deletes a file and publishes it; bob buys it once', async ({
  page,
  browser,
}) => {
  await signIn(page, 'alice', DEMO_PASSWORD);
  const title = `Bagel questions ${Date.now()}`;
  const id = await createDataset(page, title);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await upload(page, 'questions.csv', CSV);
  await upload(page, 'scratch.csv', 'a,b\n1,2\n');

  await page.getByRole('button', { name: 'Preview questions.csv' }).click();
  const preview = page.getByRole('table', { name: 'First rows of questions.csv' });
  await expect(preview.getByRole('columnheader', { name: 'question' })).toBeVisible();
  await expect(preview.getByRole('columnheader', { name: 'answer' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'Bread with a hole' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Delete scratch.csv' }).click();
  await page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('File deleted successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'scratch.csv', exact: true })).toHaveCount(0);

  const listing = page.getByRole('form', { name: 'Market listing' });
  await listing.getByRole('textbox', { name: 'Price (BGL)' }).fill('10');
  await listing.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published · 🥯 10.00').first()).toBeVisible();

  await page.goto('/dataset');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  const aliceBefore = await balance(page);

  const bob = await openPage(browser);
  await signIn(bob, 'bob', DEMO_PASSWORD);
  const bobBefore = await balance(bob);
  await bob.goto(`/market/dataset/${id}/description`);
  await expect(bob.getByRole('heading', { name: title })).toBeVisible();
  await expectAccessible(bob);
  await bob.getByRole('button', { name: /^Buy/ }).click();
  await bob
    .getByRole('dialog', { name: `Buy ${title}` })
    .getByRole('button', { name: 'Confirm purchase' })
    .click();
  await expect(bob.getByRole('status', { name: /Purchased/ })).toContainText('You bought this dataset: its files are below.');
  await expect(bob.getByRole('cell', { name: 'questions.csv', exact: true })).toBeVisible();
  await expect.poll(() => balance(bob)).toBeCloseTo(bobBefore - 10, 2);

  // The seller gets the price less the 10% platform fee.
  await page.reload();
  await expect.poll(() => balance(page)).toBeCloseTo(aliceBefore + 9, 2);

  // Buying again is not possible twice: the page shows the purchase, and no second charge lands.
  await bob.reload();
  await expect(bob.getByRole('status', { name: /Purchased/ })).toBeVisible();
  await expect(bob.getByRole('button', { name: /^Buy/ })).toHaveCount(0);
  expect(await balance(bob)).toBeCloseTo(bobBefore - 10, 2);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('alice uploads CSVs, previews and deletes one with every action in view, and its upload row goes with it', async ({ page }) => {
    await signIn(page, 'alice', DEMO_PASSWORD);
    const title = `Phone questions ${Date.now()}`;
    await createDataset(page, title, 'Questions about bagels, one a row.');
    await expect(page.getByText('Questions about bagels, one a row.')).toBeVisible();

    await expectReachable(page, page.getByRole('button', { name: 'Upload files' }));
    await upload(page, 'questions.csv', CSV);
    await upload(page, 'scratch.csv', 'a,b\n1,2\n');
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await expect(uploads.getByRole('listitem')).toHaveText([/^questions\.csvUploaded/, /^scratch\.csvUploaded/]);

    // The rows of a phone, not a table to scroll sideways: each file's name, size and actions in the window.
    const files = fileListing(page);
    await expect(page.getByRole('list', { name: 'Files in All files' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Files in All files' })).toHaveCount(0);
    const scratch = files.getByRole('listitem').filter({ hasText: 'scratch.csv' });
    await expect(scratch).toContainText('8 B');
    for (const name of ['questions.csv', 'scratch.csv']) {
      await expectReachable(page, files.getByRole('button', { name: `Preview ${name}` }));
      await expectReachable(page, files.getByRole('button', { name: `Delete ${name}` }));
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);

    await files.getByRole('button', { name: 'Preview questions.csv' }).click();
    const preview = page.getByRole('table', { name: 'First rows of questions.csv' });
    await expect(preview.getByRole('cell', { name: 'Bread with a hole' })).toBeVisible();
    await expectReachable(page, page.getByRole('dialog', { name: 'Preview of questions.csv' }).getByRole('button', { name: /Close/ }));
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);

    await files.getByRole('button', { name: 'Delete scratch.csv' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Delete' });
    await expectReachable(page, confirm);
    // The delete asks for the copy status again: what it answers must not bring the row back.
    const copyStatusRead = page.waitForResponse((response) => response.url().includes('/files_copy_status'));
    await confirm.click();
    await expect(page.getByText('File deleted successfully')).toBeVisible();
    await copyStatusRead;
    await expect(files.getByText('scratch.csv', { exact: true })).toHaveCount(0);
    await expect(uploads.getByRole('listitem')).toHaveText([/^questions\.csvUploaded/]);
    await expect(page.getByText(/^Copying /)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('manage-dataset-375.png'), fullPage: true });
  });
});
