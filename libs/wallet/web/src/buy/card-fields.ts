import { CARD_NUMBER_MAX_DIGITS, CVC_PATTERN, isCardExpired, passesLuhn } from '@bagel/payments-contract';

/** The sandbox card form's fields as typed (already formatted). */
export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}
export type CardField = keyof CardFields;
export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];

/** Stripe Elements' wording, so both card forms read alike. */
export const CARD_PROBLEMS = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiry date is incomplete.",
  expiryMonthInvalid: "Your card's expiry month is invalid.",
  expiryPast: "Your card's expiry date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** American Express numbers have 15 digits and Diners Club's 14; the other brands 16 (up to 19). */
function expectedDigits(digits: string): number {
  if (/^3[47]/.test(digits)) return 15;
  if (/^3(?:0[0-5]|[689])/.test(digits)) return 14;
  return 16;
}

/** '4242424242' → '4242 4242 42': groups of four, at most 19 digits. */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * '1234' → '12 / 34', as typed or pasted ('12/2034' and '122034' too). A month typed as one digit that
 * cannot start two (2–9), or as one digit and a slash, gets its zero: '4' → '04', '1/' → '01'.
 */
export function formatExpiry(text: string): string {
  const slash = text.indexOf('/');
  const digits = digitsOf(text);
  let month = slash === -1 ? digits.slice(0, 2) : digitsOf(text.slice(0, slash)).slice(0, 2);
  let year = slash === -1 ? digits.slice(2, 4) : digitsOf(text.slice(slash + 1));
  if (slash === -1 && digits.length === 6) year = digits.slice(4);
  year = year.length === 4 ? year.slice(2) : year.slice(0, 2);
  if (/^[2-9]$/.test(month) || (slash !== -1 && /^[1-9]$/.test(month))) month = `0${month}`;
  return year && month ? `${month} / ${year}` : month;
}

/** Digits only, at most four. */
export const formatCvc = (text: string): string => digitsOf(text).slice(0, 4);

/** The expiry as the processor takes it, once it has a month and a two-digit year. */
export function readExpiry(expiry: string): { month: number; year: number } | null {
  const digits = digitsOf(expiry);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

function numberProblem(number: string): string | null {
  const digits = digitsOf(number);
  if (digits.length < expectedDigits(digits)) return CARD_PROBLEMS.numberIncomplete;
  return passesLuhn(digits) ? null : CARD_PROBLEMS.numberInvalid;
}

function expiryProblem(expiry: string, now: Date): string | null {
  const read = readExpiry(expiry);
  const month = Number(digitsOf(expiry).slice(0, 2));
  if (digitsOf(expiry).length >= 2 && (month < 1 || month > 12)) return CARD_PROBLEMS.expiryMonthInvalid;
  if (!read) return CARD_PROBLEMS.expiryIncomplete;
  return isCardExpired(read.month, read.year, now) ? CARD_PROBLEMS.expiryPast : null;
}

const cvcProblem = (cvc: string): string | null => (CVC_PATTERN.test(cvc) ? null : CARD_PROBLEMS.cvcIncomplete);

/** What is wrong with each field, or null where nothing is. */
export function cardProblems(card: CardFields, now: Date): Record<CardField, string | null> {
  return { number: numberProblem(card.number), expiry: expiryProblem(card.expiry, now), cvc: cvcProblem(card.cvc) };
}
