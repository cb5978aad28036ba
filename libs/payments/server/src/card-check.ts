/** What the sandbox's card processor makes of a card: only 'accepted' lets the payment succeed. */
export type CardVerdict = 'accepted' | 'declined' | 'invalid';

export interface CardDetails {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Stripe's test cards that are valid but declined (generic, insufficient funds, lost, stolen). */
const DECLINED_CARDS = new Set(['4000000000000002', '4000000000009995', '4000000000009987', '4000000000009979']);

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month. */
const isExpired = (expMonth: number, expYear: number, now: Date) =>
  expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);

/** Luhn, expiry and CVC, then Stripe's decline test cards; spaces and dashes in the number are allowed. */
export function checkCard(card: CardDetails, now: Date = new Date()): CardVerdict {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'invalid';
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || isExpired(card.expMonth, card.expYear, now)) return 'invalid';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'invalid';
  return DECLINED_CARDS.has(digits) ? 'declined' : 'accepted';
}
