import type { Generation } from '@bagel/generation-contract';
import { hundredthsToBagels } from '@bagel/util';
import type { GenerationRow } from './generation.schema';

/** A stored generation as the contract shows it: its cost in BGL, its moments in ISO 8601. */
export function generationView(row: GenerationRow): Generation {
  return {
    generation_id: row.id,
    user_id: row.userId,
    kind: row.kind,
    prompt: row.prompt,
    size: row.size,
    seconds: row.seconds,
    status: row.status,
    error: row.error,
    provider: row.provider,
    cost: hundredthsToBagels(row.chargedHundredths),
    content_type: row.contentType,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
