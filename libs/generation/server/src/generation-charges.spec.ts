import { describe, expect, it } from 'vitest';
import type { ChargeRequest, LedgerPort, RefundRequest } from '@bagel/ports';
import { chargeFor, refundFor, type ChargedRequest } from './generation-charges';

/** Keeps what the generation asks of the ledger; the ledger's own rules are the wallet's tests. */
function recordingLedger() {
  const movements: Array<ChargeRequest | RefundRequest> = [];
  const receipt = { transactionId: 't', balance: 0, replayed: false };
  const ledger: LedgerPort = {
    balanceOf: async () => 0,
    charge: async (request) => (movements.push(request), receipt),
    refund: async (request) => (movements.push(request), receipt),
    pay: () => Promise.reject(new Error('Generation never pays another user')),
    bonus: () => Promise.reject(new Error('Generation never pays a bonus')),
    balancesOf: async () => new Map(),
    hasActivity: async () => false,
  };
  return { ledger, movements };
}

const request = (prompt: string): ChargedRequest => ({ userId: 'u1', idempotencyKey: 'k1', kind: 'image', prompt });

describe("a generation's charge and refund", () => {
  it('charge the price in hundredths in its category, under keys of the user and their key', async () => {
    const { ledger, movements } = recordingLedger();
    expect(await chargeFor(ledger, request('A bagel'))).toBe(200);
    await refundFor(ledger, { ...request('A bagel'), kind: 'video' }, 1000);
    expect(movements).toEqual([
      { userId: 'u1', amount: 200, kind: 'image_generation', description: 'Image generation: A bagel', idempotencyKey: 'generation:u1:k1' },
      {
        userId: 'u1',
        amount: 1000,
        kind: 'video_generation',
        description: 'Video generation failed, refunded: A bagel',
        idempotencyKey: 'generation-refund:u1:k1',
      },
    ]);
  });

  it('show the start of a long prompt in the history, never cutting a character in two', async () => {
    const { ledger, movements } = recordingLedger();
    // The bagel emoji is two UTF-16 units, the 59th and 60th.
    await chargeFor(ledger, request(`${'a'.repeat(58)}🥯${'b'.repeat(10)}`));
    const [charge] = movements;
    expect(charge?.description).toBe(`Image generation: ${'a'.repeat(58)}🥯…`);
  });

  it('refund nothing when nothing was charged', async () => {
    const { ledger, movements } = recordingLedger();
    await refundFor(ledger, request('A bagel'), 0);
    expect(movements).toEqual([]);
  });
});
