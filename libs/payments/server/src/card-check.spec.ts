import { describe, expect, it } from 'vitest';
import { passesLuhn } from '@bagel/payments-contract';
import { checkCard } from './card-check';

const now = new Date('2030-06-15T12:00:00Z');
const good = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

describe('checkCard', () => {
  it('accepts the test card, with or without spaces, through the last day of its expiry month', () => {
    expect(checkCard(good, now)).toBe('accepted');
    expect(checkCard({ ...good, cardNumber: '4242424242424242', expMonth: 6, expYear: 2030, cvc: '1234' }, now)).toBe('accepted');
  });

  it("declines Stripe's decline test card", () => {
    expect(checkCard({ ...good, cardNumber: '4000 0000 0000 0002' }, now)).toBe('declined');
  });

  it('refuses a number failing Luhn, an expired card and a CVC that is not 3 or 4 digits', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(checkCard({ ...good, cardNumber: '4242 4242 4242 4241' }, now)).toBe('invalid');
    expect(checkCard({ ...good, cardNumber: '4242' }, now)).toBe('invalid');
    expect(checkCard({ ...good, cardNumber: '4242-abcd-4242-4242' }, now)).toBe('invalid');
    expect(checkCard({ ...good, expMonth: 5, expYear: 2030 }, now)).toBe('invalid');
    expect(checkCard({ ...good, expYear: 2029 }, now)).toBe('invalid');
    for (const cvc of ['12', '12345', 'abc', '']) expect(checkCard({ ...good, cvc }, now)).toBe('invalid');
  });
});
