import Fastify, { type FastifyInstance } from 'fastify';
import { chromium } from 'playwright';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '@bagel/chromium';
import { defineRoute } from '@bagel/contract';
import { API_REFERENCE_CSP, registerApiReference } from './api-reference';
import { registerRoute } from './register-route';
import { serverKit } from './server-kit.plugin';
import { serverOptions } from './server-options';

const getStatus = defineRoute({
  method: 'GET',
  path: '/status',
  summary: 'Says the server is up',
  tag: 'status',
  access: 'public',
  response: v.object({ up: v.boolean() }),
});
const getThing = defineRoute({
  method: 'GET',
  path: '/things/{thingId}',
  summary: 'Reads one thing',
  tag: 'things',
  access: 'public',
  params: v.object({ thingId: v.pipe(v.string(), v.uuid()) }),
  response: v.object({ id: v.string() }),
  errors: [404],
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify(serverOptions({ logLevel: 'silent' }));
  await app.register(serverKit);
  registerRoute(app, getStatus, async () => ({ up: true }));
  registerRoute(app, getThing, async (request) => ({ id: request.params.thingId }));
  await registerApiReference(app, [getStatus, getThing], { title: 'Reference test', version: '1.0.0', description: 'Two routes' });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('the API reference', () => {
  it('sends nosniff and its Content-Security-Policy with the page, its files and its document, and only there', async () => {
    for (const url of [
      '/docs',
      '/docs/static/swagger-ui-bundle.js',
      '/docs/static/swagger-initializer.js',
      '/docs/static/swagger-ui.css',
      '/docs/json',
    ]) {
      const reply = await app.inject({ url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
      expect(reply.headers['content-security-policy'], url).toBe(API_REFERENCE_CSP);
    }
    expect(API_REFERENCE_CSP).not.toContain('unsafe-');
    expect((await app.inject({ url: '/status' })).headers['content-security-policy']).toBeUndefined();
  });

  it('renders every operation in Chromium without breaking its policy', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective}`));
      });
      const address = app.addresses()[0] as { address: string; port: number };
      await page.goto(`http://${address.address}:${address.port}/docs`);
      await page.locator('.opblock').first().waitFor();
      expect(await page.locator('.opblock-summary-path').allTextContents()).toEqual(['/status', '/things/{thingId}']);

      // An operation opened and tried out calls this origin under the same policy.
      await page.locator('.opblock-summary').filter({ hasText: '/status' }).click();
      await page.getByRole('button', { name: 'Try it out' }).click();
      await page.getByRole('button', { name: 'Execute' }).click();
      const status = page.locator('.live-responses-table td.response-col_status:not(.col_header)');
      await status.waitFor();
      expect(await status.textContent()).toBe('200');
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
