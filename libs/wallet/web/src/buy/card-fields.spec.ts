import { describe, expect, it } from 'vitest';
import { CARD_PROBLEMS, cardProblems, formatCardNumber, formatCvc, formatExpiry, readExpiry } from './card-fields';

const now = new Date('2030-06-15T12:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

describe('card fields', () => {
  it('groups the card number in fours as it is typed, digits only, 19 at most', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242abc4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 4242 4242 4242 4242')).toBe('4242 4242 4242 4242 424');
  });

  it('writes the expiry as MM / YY, typed or pasted', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12 / 345')).toBe('12 / 34');
    expect(formatExpiry('12 / ')).toBe('12');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1/')).toBe('01');
    expect(formatExpiry('12/2034')).toBe('12 / 34');
    expect(formatExpiry('122034')).toBe('12 / 34');
    expect(readExpiry('12 / 34')).toEqual({ month: 12, year: 2034 });
    expect(readExpiry('12 / 3')).toBeNull();
  });

  it('keeps 3 or 4 digits of CVC', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });

  it('finds nothing wrong with a good card, through the last day of its expiry month', () => {
    expect(cardProblems(good, now)).toEqual({ number: null, expiry: null, cvc: null });
    expect(cardProblems({ ...good, expiry: '06 / 30', cvc: '1234' }, now)).toEqual({ number: null, expiry: null, cvc: null });
    expect(cardProblems({ ...good, number: '3782 8224 6310 005' }, now).number).toBeNull();
  });

  it('tells an incomplete card number from an invalid one', () => {
    expect(cardProblems({ ...good, number: '' }, now).number).toBe(CARD_PROBLEMS.numberIncomplete);
    expect(cardProblems({ ...good, number: '4242 4242 4242 424' }, now).number).toBe('Your card number is incomplete.');
    expect(cardProblems({ ...good, number: '3782 8224 6310 00' }, now).number).toBe('Your card number is incomplete.');
    expect(cardProblems({ ...good, number: '4242 4242 4242 4241' }, now).number).toBe('Your card number is invalid.');
  });

  it('refuses an incomplete or past expiry and a month past 12', () => {
    expect(cardProblems({ ...good, expiry: '' }, now).expiry).toBe("Your card's expiry date is incomplete.");
    expect(cardProblems({ ...good, expiry: '12 / 3' }, now).expiry).toBe("Your card's expiry date is incomplete.");
    expect(cardProblems({ ...good, expiry: '05 / 30' }, now).expiry).toBe("Your card's expiry date is in the past.");
    expect(cardProblems({ ...good, expiry: '12 / 29' }, now).expiry).toBe("Your card's expiry date is in the past.");
    expect(cardProblems({ ...good, expiry: '13' }, now).expiry).toBe("Your card's expiry month is invalid.");
    expect(cardProblems({ ...good, expiry: '00 / 34' }, now).expiry).toBe("Your card's expiry month is invalid.");
  });

  it('wants a CVC of 3 or 4 digits', () => {
    for (const cvc of ['', '1', '12']) expect(cardProblems({ ...good, cvc }, now).cvc).toBe("Your card's security code is incomplete.");
  });
});
