import { expect, it } from 'vitest';
import { badgeLabel, bellLabel } from './badge-label';

it('counts up to 9, then reads 9+, and shows nothing at 0; the name says the exact count', () => {
  expect(badgeLabel(0)).toBeNull();
  expect(badgeLabel(1)).toBe('1');
  expect(badgeLabel(9)).toBe('9');
  expect(badgeLabel(10)).toBe('9+');
  expect(badgeLabel(250)).toBe('9+');
  expect(bellLabel(12)).toBe('Notifications, 12 unread');
  expect(bellLabel(0)).toBe('Notifications, 0 unread');
  expect(bellLabel(undefined)).toBe('Notifications');
});
