import { GENERATION_PRICES, type GenerationKind } from '@bagel/generation-contract';
import type { LedgerPort } from '@bagel/ports';
import { bagelsToHundredths } from '@bagel/util';

/** Who asked for which output: a user and their Idempotency-Key name one generation, and one charge and refund. */
export interface ChargedRequest {
  userId: string;
  idempotencyKey: string;
  kind: GenerationKind;
  prompt: string;
}

const KIND_NAMES: Record<GenerationKind, string> = { image: 'Image generation', video: 'Video generation' };

/** The history shows the start of the prompt, so a user tells their charges apart. */
const PROMPT_SHOWN = 60;

/** Cut between whole characters: a cut between an emoji's two UTF-16 halves would store a broken character. */
function promptLine(prompt: string): string {
  const characters = Array.from(prompt);
  return characters.length > PROMPT_SHOWN ? `${characters.slice(0, PROMPT_SHOWN - 1).join('')}…` : prompt;
}

export const priceOf = (kind: GenerationKind) => bagelsToHundredths(GENERATION_PRICES[kind]);

/**
 * Charges the output's price (category image_generation or video_generation). The key is the user's own key, so a
 * replay charges once; the same key with another prompt or kind is the ledger's 409. A balance short of the price is
 * its 422 'Insufficient balance', and nothing moves.
 */
export async function chargeFor(ledger: LedgerPort, request: ChargedRequest): Promise<number> {
  const amount = priceOf(request.kind);
  await ledger.charge({
    userId: request.userId,
    amount,
    kind: `${request.kind}_generation`,
    description: `${KIND_NAMES[request.kind]}: ${promptLine(request.prompt)}`,
    idempotencyKey: `generation:${request.userId}:${request.idempotencyKey}`,
  });
  return amount;
}

/**
 * Gives the whole charge back, in its category. One key per generation, whether it never started or failed later, so
 * a generation is refunded at most once.
 */
export async function refundFor(ledger: LedgerPort, request: ChargedRequest, amount: number): Promise<void> {
  if (amount <= 0) return;
  await ledger.refund({
    userId: request.userId,
    amount,
    kind: `${request.kind}_generation`,
    description: `${KIND_NAMES[request.kind]} failed, refunded: ${promptLine(request.prompt)}`,
    idempotencyKey: `generation-refund:${request.userId}:${request.idempotencyKey}`,
  });
}
