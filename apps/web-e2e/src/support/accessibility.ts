import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}) on ${page.url()}: ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join(', ')}`,
    );
  expect(blocking, blocking.join('\n')).toEqual([]);
}
