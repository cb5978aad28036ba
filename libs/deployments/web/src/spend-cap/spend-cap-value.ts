import * as v from 'valibot';
import { MAX_SPEND_CAP, SpendCap } from '@bagel/deployments-contract';
import { formatBagels } from '@bagel/util';

export type SpendCapParse = { ok: true; value: number | null } | { ok: false; error: string };

/**
 * What the user typed as a spend cap, in Bagels: empty is no cap; anything else must pass the contract's own rule (above
 * 0, at most a million, hundredths at most) and be above what the deployment has cost so far, or the field says what
 * it takes, in words rather than the schema's.
 */
export function parseSpendCap(input: string | number, costSoFar = 0): SpendCapParse {
  if (typeof input === 'string' && input.trim() === '') return { ok: true, value: null };
  const value = typeof input === 'number' ? input : Number(input);
  if (!Number.isFinite(value) || value <= costSoFar || value > MAX_SPEND_CAP) {
    const floor = costSoFar > 0 ? `the ${formatBagels(costSoFar)} it has cost so far` : formatBagels(0);
    return {
      ok: false,
      error: `A spend cap must be more than ${floor} and at most ${formatBagels(MAX_SPEND_CAP)}. Leave it empty for no cap.`,
    };
  }
  const parsed = v.safeParse(SpendCap, value);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, error: parsed.issues[0].message };
}
