import { DateTime } from 'luxon';

/** Shown wherever a date cannot be read (spec §8). */
export const INVALID_DATE = 'Invalid Date';

/** Dates are shown in the user's own zone, but always with English labels (the product's only language). */
const LOCALE = 'en-US';

function toDateTime(value: string | Date): DateTime {
  return (value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromISO(value)).setLocale(LOCALE);
}

/** The day a moment falls on, in the user's zone: 'yyyy-MM-dd', or null for a bad date. */
export function localDay(value: string | Date): string | null {
  const date = toDateTime(value);
  return date.isValid ? date.toISODate() : null;
}

/** 'Today', 'Yesterday', or 'March 4, 2025'; 'Invalid Date' for a bad date. */
export function dayLabel(value: string | Date, now: Date = new Date()): string {
  const date = toDateTime(value);
  if (!date.isValid) return INVALID_DATE;
  const today = DateTime.fromJSDate(now).startOf('day');
  const day = date.startOf('day');
  if (day.equals(today)) return 'Today';
  if (day.equals(today.minus({ days: 1 }))) return 'Yesterday';
  return date.toFormat('MMMM d, yyyy');
}

/** '3:07 PM'; 'Invalid Date' for a bad date. */
export function timeLabel(value: string | Date): string {
  const date = toDateTime(value);
  return date.isValid ? date.toFormat('h:mm a') : INVALID_DATE;
}

/** Today in the user's zone as 'yyyy-MM-dd', e.g. the `max` of a date input that refuses the future. */
export function todayIsoDate(now: Date = new Date()): string {
  return DateTime.fromJSDate(now).toFormat('yyyy-MM-dd');
}

export interface DayGroup<T> {
  /** 'yyyy-MM-dd', or 'invalid' for the items whose date cannot be read. */
  key: string;
  label: string;
  items: T[];
}

/** Groups items by local day, keeping their order (items are expected newest first). */
export function groupByDay<T>(items: readonly T[], dateOf: (item: T) => string, now: Date = new Date()): DayGroup<T>[] {
  const groups = new Map<string, DayGroup<T>>();
  for (const item of items) {
    const key = localDay(dateOf(item)) ?? 'invalid';
    let group = groups.get(key);
    if (!group) {
      group = { key, label: dayLabel(dateOf(item), now), items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}
