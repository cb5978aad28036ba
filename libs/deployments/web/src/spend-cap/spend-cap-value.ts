import * as v from 'valibot';
import { SpendCap } from '@bagel/contract';

export type SpendCapParse = { ok: true; value: number | null } | { ok: false; error: string };

/**
 * What the user typed as a spend cap, in Bagels: empty is no cap, anything else must pass the contract's own rule
 * (above 0, at most a million, hundredths at most), so the form says what the server would.
 */
export function parseSpendCap(input: string | number): SpendCapParse {
  if (typeof input === 'string' && input.trim() === '') return { ok: true, value: null };
  const parsed = v.safeParse(SpendCap, typeof input === 'number' ? input : Number(input));
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, error: parsed.issues[0].message };
}
