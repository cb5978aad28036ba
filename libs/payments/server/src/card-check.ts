import { CARD_NUMBER_MAX_DIGITS, CARD_NUMBER_MIN_DIGITS, CVC_PATTERN, isCardExpired, passesLuhn } from '@bagel/payments-contract';

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

/** Luhn, expiry and CVC, then Stripe's decline test cards; spaces and dashes in the number are allowed. */
export function checkCard(card: CardDetails, now: Date = new Date()): CardVerdict {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS || !/^\d+$/.test(digits) || !passesLuhn(digits))
    return 'invalid';
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || isCardExpired(card.expMonth, card.expYear, now))
    return 'invalid';
  if (!CVC_PATTERN.test(card.cvc)) return 'invalid';
  return DECLINED_CARDS.has(digits) ? 'declined' : 'accepted';
}
