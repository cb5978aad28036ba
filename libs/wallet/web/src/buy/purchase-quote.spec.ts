import { describe, expect, it } from 'vitest';
import { purchaseLimits, purchaseQuote, purchaseRule } from './purchase-quote';

describe('purchaseQuote', () => {
  it('prices BGL at 25 per dollar and USD ×25', () => {
    expect(purchaseQuote('250', 'BGL')).toEqual({ bagels: 250, usd: 10, problem: null });
    expect(purchaseQuote('10', 'USD')).toEqual({ bagels: 250, usd: 10, problem: null });
    expect(purchaseQuote('0.51', 'USD')).toEqual({ bagels: 12.75, usd: 0.51, problem: null });
    expect(purchaseQuote('12.5', 'BGL')).toEqual({ bagels: 12.5, usd: 0.5, problem: null });
  });

  it("applies Stripe's $0.50 minimum", () => {
    expect(purchaseQuote('0.49', 'USD').problem).toBe('The minimum purchase is $0.50 (🥯 12.50).');
    expect(purchaseQuote('12.25', 'BGL').problem).toBe('The minimum purchase is $0.50 (🥯 12.50).');
  });

  it('refuses BGL amounts that are not whole cents', () => {
    expect(purchaseQuote('100.1', 'BGL').problem).toMatch(/steps of 0.25/);
    expect(purchaseQuote('100.75', 'BGL').problem).toBeNull();
  });

  it('asks for an amount when there is none, and caps a card payment', () => {
    expect(purchaseQuote('', 'BGL').problem).toBe('Enter the amount you want to buy.');
    expect(purchaseQuote('10001', 'USD').problem).toBe('The maximum purchase is $10,000.00 (🥯 250,000.00).');
    expect(purchaseQuote('250000.25', 'BGL').problem).toBe('The maximum purchase is $10,000.00 (🥯 250,000.00).');
    expect(purchaseQuote('250000', 'BGL').problem).toBeNull();
  });

  it('names Stripe only when Stripe takes the payment', () => {
    expect(purchaseRule('stripe')).toBe(
      'Card payments are processed by Stripe, which charges at least $0.50 and only whole cents: at 25 Bagels per US dollar, Bagels are sold in steps of 0.25 (one cent).',
    );
    expect(purchaseRule('sandbox')).toBe(
      'This is a sandbox: no card is really charged. A payment is at least $0.50 and only whole cents: at 25 Bagels per US dollar, Bagels are sold in steps of 0.25 (one cent).',
    );
  });

  it('states the limits in the current currency', () => {
    expect(purchaseLimits('BGL')).toBe('Between 🥯 12.50 and 🥯 250,000.00 per payment.');
    expect(purchaseLimits('USD')).toBe('Between $0.50 and $10,000.00 per payment.');
  });
});
