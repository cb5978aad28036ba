import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Settings } from 'luxon';
import { dayLabel, groupByDay, INVALID_DATE, localDay, timeLabel, todayIsoDate } from './dates';

const NOW = new Date('2025-03-04T15:00:00');

describe('dates', () => {
  beforeEach(() => {
    Settings.defaultZone = 'Europe/Paris';
  });
  afterEach(() => {
    Settings.defaultZone = 'system';
  });

  it("labels today, yesterday and older days in the user's zone", () => {
    const now = new Date('2025-03-04T14:00:00Z');
    expect(dayLabel('2025-03-04T00:30:00+01:00', now)).toBe('Today');
    // 23:30 UTC on the 3rd is already the 4th in Paris.
    expect(dayLabel('2025-03-03T23:30:00Z', now)).toBe('Today');
    expect(dayLabel('2025-03-03T08:00:00Z', now)).toBe('Yesterday');
    expect(dayLabel('2025-03-02T08:00:00Z', now)).toBe('March 2, 2025');
    expect(dayLabel('2024-12-25T12:00:00Z', now)).toBe('December 25, 2024');
  });

  it("shows times as 'h:mm a'", () => {
    expect(timeLabel('2025-03-04T14:07:00Z')).toBe('3:07 PM');
    expect(timeLabel('2025-03-04T00:05:00+01:00')).toBe('12:05 AM');
  });

  it("says 'Invalid Date' for a date it cannot read", () => {
    expect(dayLabel('not a date', NOW)).toBe(INVALID_DATE);
    expect(timeLabel('')).toBe('Invalid Date');
    expect(localDay('2025-13-40')).toBeNull();
  });

  it('gives today as the max of a date input', () => {
    expect(todayIsoDate(new Date('2025-03-04T23:30:00Z'))).toBe('2025-03-05');
  });

  it('groups newest-first items by local day, keeping their order', () => {
    const now = new Date('2025-03-04T14:00:00Z');
    const items = [
      { id: 'a', at: '2025-03-04T13:00:00Z' },
      { id: 'b', at: '2025-03-04T01:00:00Z' },
      { id: 'c', at: '2025-03-03T09:00:00Z' },
      { id: 'd', at: 'garbage' },
      { id: 'e', at: '2025-02-28T09:00:00Z' },
    ];
    const groups = groupByDay(items, (item) => item.at, now);
    expect(groups.map((group) => [group.label, group.items.map((item) => item.id)])).toEqual([
      ['Today', ['a', 'b']],
      ['Yesterday', ['c']],
      ['Invalid Date', ['d']],
      ['February 28, 2025', ['e']],
    ]);
  });
});

describe('the default clock', () => {
  it('uses the current time when none is given', () => {
    vi.useFakeTimers({ now: NOW });
    try {
      expect(dayLabel(new Date())).toBe('Today');
    } finally {
      vi.useRealTimers();
    }
  });
});
