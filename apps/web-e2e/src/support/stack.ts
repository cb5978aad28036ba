import { productSlot } from './slots';

/** The product this worker drives (playwright.config.ts starts one per worker). */
export const product = productSlot(Number(process.env['TEST_PARALLEL_INDEX'] ?? 0));
/** Where this worker's api listens; the browser reaches it cross-origin. */
export const apiBaseUrl = product.apiUrl;
/** This worker's product's data dir (the journeys that look at stored parts read it). */
export const dataDir = product.dataDir;
export const adminPassword = process.env['E2E_ADMIN_PASSWORD'] ?? '';

export function uniqueUser(prefix: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    username: `${prefix}_${suffix}`,
    email: `${prefix}_${suffix}@example.com`,
    name: `${prefix} Tester`,
    password: 'correct-horse-battery',
  };
}
