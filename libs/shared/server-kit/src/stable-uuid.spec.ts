import { expect, it } from 'vitest';
import { stableUuid } from './stable-uuid';

it('gives the same text the same version-8 UUID, and other texts others', () => {
  const id = stableUuid('deployment:user:key');
  expect(id).toBe(stableUuid('deployment:user:key'));
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(stableUuid('deployment:user:other')).not.toBe(id);
});
