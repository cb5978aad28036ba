import { expect, type APIRequestContext } from '@playwright/test';

/** Where the api started by playwright.config.ts listens; the browser reaches it cross-origin. */
export const apiBaseUrl = `http://localhost:${process.env['E2E_API_PORT']}`;
export const adminPassword = process.env['E2E_ADMIN_PASSWORD'] ?? '';

/** The harness waits for edge to be ready, and api may be ready later; the journeys need both. */
export async function waitForApi(request: APIRequestContext): Promise<void> {
  await expect.poll(async () => (await request.get(`${apiBaseUrl}/ready`).catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
}

export function uniqueUser(prefix: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    username: `${prefix}_${suffix}`,
    email: `${prefix}_${suffix}@example.com`,
    name: `${prefix} Tester`,
    password: 'correct-horse-battery',
  };
}
