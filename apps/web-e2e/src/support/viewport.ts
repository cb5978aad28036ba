import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Inside the viewport's width and clickable (Playwright's actionability checks, hit target included). Polled, since a
 * panel or a menu slides in: what counts is where the control comes to rest.
 */
export async function expectReachable(page: Page, control: Locator) {
  await expect(control).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  const edges = async () => {
    const box = await control.boundingBox();
    return box ? { left: Math.round(box.x), right: Math.round(box.x + box.width) } : null;
  };
  await expect.poll(async () => (await edges())?.left ?? -1, { message: 'left edge on screen' }).toBeGreaterThanOrEqual(0);
  await expect.poll(async () => (await edges())?.right ?? Infinity, { message: 'right edge on screen' }).toBeLessThanOrEqual(width);
  await control.click({ trial: true });
  // The trial click hovered the control: the pointer leaves it again, and a tooltip that opened has closed, so what the
  // test checks next (an accessibility scan, a screenshot) does not meet a tooltip fading in or out.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}
