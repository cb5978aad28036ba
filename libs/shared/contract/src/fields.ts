import * as v from 'valibot';
import { MAX_BAGEL_AMOUNT, ROLES } from './constants';
import { groupThousands } from './digits';

/** Reusable field schemas; messages are what users read beside the field. */

export const UserId = v.pipe(v.string('User id is required'), v.uuid('User id must be a UUID'));

export const Username = v.pipe(
  v.string('Username is required'),
  v.trim(),
  v.minLength(3, 'Username must be at least 3 characters'),
  v.maxLength(32, 'Username must be at most 32 characters'),
  v.regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, digits, dots, dashes and underscores'),
);

export const Email = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Email must be at most 254 characters'),
  v.email('Email must be a valid email address'),
);

export const Password = v.pipe(
  v.string('Password is required'),
  v.minLength(8, 'Password must be at least 8 characters'),
  v.maxLength(256, 'Password must be at most 256 characters'),
);

export const DisplayName = v.pipe(
  v.string('Name is required'),
  v.trim(),
  v.nonEmpty('Name is required'),
  v.maxLength(100, 'Name must be at most 100 characters'),
);

/**
 * Dates and moments start at 1900: the database refuses year 0 (a 500 rather than a 400), and years before 100
 * come back from it mis-read (0001 as 2001). No day of this product's life falls before then.
 */
const FIRST_YEAR = 1900;

/** Whether a YYYY-MM-DD string names a day of the calendar: 2023-02-31 has the shape but is no day. */
const isCalendarDay = (text: string) => {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
};

const isFromFirstYear = (text: string) => Number(text.slice(0, 4)) >= FIRST_YEAR;

/** An ISO 8601 date and time on a day of the calendar (its own day, before any offset is applied), from 1900 on. */
export const IsoDateTime = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.check((text) => isCalendarDay(text.slice(0, 10)), 'must be a date and time on a day of the calendar'),
  v.check(isFromFirstYear, `must be a date and time from ${FIRST_YEAR} on`),
);

/** A day of the calendar as YYYY-MM-DD, from 1900 on, for a field named `field` (the messages name it). */
export const calendarDate = (field: string) => {
  const message = `${field} must be a date (YYYY-MM-DD)`;
  return v.pipe(
    v.string(message),
    v.isoDate(message),
    v.check(isCalendarDay, message),
    v.check(isFromFirstYear, `${field} must be a date from ${FIRST_YEAR}-01-01 on`),
  );
};

/** An invitation code as links carry it (`/?ref=CODE`): the ones the platform generates, and nothing that needs escaping. */
export const ReferralCode = v.pipe(
  v.string('referral_code is required'),
  v.trim(),
  v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Referral code is not valid'),
);

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** An amount of Bagels as users type it: more than 0, at most 2 decimals. Stored as integer hundredths. */
export const BagelAmount = v.pipe(
  v.number('Amount must be a number'),
  v.finite('Amount must be a number'),
  v.gtValue(0, 'Amount must be greater than 0'),
  v.check(hasAtMostTwoDecimals, 'Amount can have at most 2 decimal places'),
  v.maxValue(MAX_BAGEL_AMOUNT, `Amount must be at most ${groupThousands(MAX_BAGEL_AMOUNT)} BGL`),
);

export const AssetId = v.pipe(v.string('Asset id is required'), v.uuid('Asset id must be a UUID'));

/**
 * A path inside an asset: relative, `/`-separated, no empty, `.` or `..` segment. A leading or trailing slash is
 * dropped, so `/` and `` are the asset's root.
 */
export const assetPath = (field: string) =>
  v.pipe(
    v.string(`${field} must be text`),
    v.maxLength(1024, `${field} must be at most 1,024 characters`),
    v.check((path) => !path.includes('\u0000'), `${field} must not contain a NUL character`),
    v.transform((path) => path.replace(/^\/+|\/+$/g, '')),
    v.check(
      (path) => path === '' || path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..'),
      `${field} must be a path inside the asset (no empty, '.' or '..' parts)`,
    ),
  );

export const Role = v.picklist(ROLES, `Role must be one of ${ROLES.join(', ')}`);

/** A count in a query string (a page, a page size): a whole number from 1 to `max`. */
export const queryCount = (field: string, max: number) =>
  v.pipe(
    v.string(),
    v.transform(Number),
    v.integer(`${field} must be a whole number`),
    v.minValue(1, `${field} must be at least 1`),
    v.maxValue(max, `${field} must be at most ${max}`),
  );

/** Optional search text in a query string, trimmed. */
export const queryText = (field: string, max: number) =>
  v.optional(v.pipe(v.string(`${field} must be text`), v.trim(), v.maxLength(max, `${field} must be at most ${max} characters`)));
