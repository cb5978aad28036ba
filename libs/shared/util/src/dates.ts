/** Shown wherever a date cannot be read (spec §8). */
export const INVALID_DATE = 'Invalid Date';

// Dates are shown in the user's own zone, always with English labels (the product's only language). The platform's
// Date does it: a date library was 22 kB gzipped in the signed-in shell for four formats. The month names are written
// out, not asked of Intl.DateTimeFormat: a page's first Intl format loads ICU's locale data (180-250 ms on a phone at
// Lighthouse's 4x slowdown), and this module's formatter was made as it loaded, with the header's menus and six pages.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The moment an ISO 8601 string or a Date stands for, or null. Only ISO strings are read (the API's format; `Date`
 * would also guess at 'March 4'), a bare day is that day's midnight in the user's zone, and so is a time without an
 * offset, as ECMAScript reads it.
 */
function toDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const day = ISO_DAY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : ISO_MOMENT.test(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  // `new Date(2025, 12, 40)` rolls over into another day instead of failing: a day that was not in the string is bad.
  return day && localIsoDay(date) !== value ? null : date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'yyyy-MM-dd' in the user's zone. */
const localIsoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The day a moment falls on, in the user's zone: 'yyyy-MM-dd', or null for a bad date. */
export function localDay(value: string | Date): string | null {
  const date = toDate(value);
  return date ? localIsoDay(date) : null;
}

/** 'Today', 'Yesterday', or 'March 4, 2025'; 'Invalid Date' for a bad date. */
export function dayLabel(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE;
  const day = localIsoDay(date);
  if (day === localIsoDay(now)) return 'Today';
  // The calendar day before, not 24 hours before: a day with a clock change is 23 or 25 hours long.
  if (day === localIsoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1))) return 'Yesterday';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** '3:07 PM'; 'Invalid Date' for a bad date. */
export function timeLabel(value: string | Date): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE;
  const hours = date.getHours();
  return `${hours % 12 || 12}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Today in the user's zone as 'yyyy-MM-dd', e.g. the `max` of a date input that refuses the future. */
export function todayIsoDate(now: Date = new Date()): string {
  return localIsoDay(now);
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
