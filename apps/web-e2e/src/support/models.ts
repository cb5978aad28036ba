import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the Create Model wizard from the header's Create menu. */
export async function openModelWizard(page: Page) {
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Create Model' }).click();
  const sheet = page.getByRole('dialog', { name: 'Create Model' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Opens the Create Model wizard from the menu panel, as a phone (under 768 px, no Create menu in the header) does. */
export async function openModelWizardFromMenuPanel(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Create Model' }).click();
  const sheet = page.getByRole('dialog', { name: 'Create Model' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/**
 * The step indicator shows these labels, each whole (its text not cut) and its box inside the window. Polled: the
 * sheet slides in, and what counts is where it comes to rest.
 */
export async function expectStepLabelsWhole(page: Page, sheet: Locator, labels: string[]) {
  const shown = sheet.getByRole('group', { name: 'Progress' }).locator('.mantine-Stepper-stepLabel');
  await expect(shown).toHaveText(labels);
  const width = page.viewportSize()?.width ?? 0;
  for (const label of await shown.all()) {
    await expect
      .poll(async () => Math.round((await label.boundingBox())?.x ?? -1), { message: 'left edge on screen' })
      .toBeGreaterThanOrEqual(0);
    await expect
      .poll(
        async () => {
          const box = await label.boundingBox();
          return box ? Math.round(box.x + box.width) : Infinity;
        },
        { message: 'right edge on screen' },
      )
      .toBeLessThanOrEqual(width);
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth), 'text not cut').toBe(true);
  }
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
