import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayLabel, groupByDay, INVALID_DATE, localDay, timeLabel, todayIsoDate } from './dates';

const NOW = new Date('2025-03-04T15:00:00');

describe('dates', () => {
  // Node reads the zone from TZ each time it changes: the user's zone is Paris here, whatever the machine's is.
  const machineZone = process.env['TZ'];
  beforeEach(() => {
    process.env['TZ'] = 'Europe/Paris';
  });
  afterEach(() => {
    if (machineZone === undefined) delete process.env['TZ'];
    else process.env['TZ'] = machineZone;
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

  it("names each month as Intl does in English, in the user's zone", () => {
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'Europe/Paris' });
    for (let index = 0; index < 12; index++) {
      // The first of each month at 00:30 in Paris is still the month before in UTC.
      const moment = new Date(Date.UTC(2023, index, 1) - 30 * 60 * 1000);
      expect(dayLabel(moment, NOW)).toBe(`${month.format(moment)} 1, 2023`);
    }
  });

  it("shows times as 'h:mm a'", () => {
    expect(timeLabel('2025-03-04T14:07:00Z')).toBe('3:07 PM');
    expect(timeLabel('2025-03-04T00:05:00+01:00')).toBe('12:05 AM');
  });

  it("says 'Invalid Date' for a date it cannot read", () => {
    expect(dayLabel('not a date', NOW)).toBe(INVALID_DATE);
    expect(timeLabel('')).toBe('Invalid Date');
    expect(localDay('2025-13-40')).toBeNull();
    expect(localDay('2025-02-30')).toBeNull();
    // Not ISO 8601: what the API never sends is not guessed at.
    expect(localDay('March 4, 2025')).toBeNull();
  });

  it("reads a bare day, and a time without an offset, in the user's zone", () => {
    expect(localDay('2025-03-04')).toBe('2025-03-04');
    expect(timeLabel('2025-03-04T09:15:00')).toBe('9:15 AM');
    expect(localDay(new Date('2025-03-04T23:30:00Z'))).toBe('2025-03-05');
  });

  it('counts yesterday in calendar days across a clock change', () => {
    // Paris moved its clocks forward on March 30, 2025: that day was 23 hours long.
    const now = new Date('2025-03-31T00:30:00+02:00');
    expect(dayLabel('2025-03-30T00:10:00+01:00', now)).toBe('Yesterday');
    expect(dayLabel('2025-03-29T23:50:00+01:00', now)).toBe('March 29, 2025');
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
