/** The tokenizers the platform bundles; a model is trained and estimated with its family's vocabulary. */
export type TokenizerFamily = 'llama' | 'qwen';

// Qwen 2, 2.5 and 3 (dense and mixture-of-experts) share one byte-level BPE vocabulary, so one tokenizer counts for all.
const FAMILIES: Record<string, TokenizerFamily> = {
  llama: 'llama',
  llama3: 'llama',
  qwen: 'qwen',
  qwen2: 'qwen',
  qwen2_moe: 'qwen',
  qwen3: 'qwen',
  qwen3_moe: 'qwen',
};

/**
 * The tokenizer for a transformers `model_type` or a platform base-model family, or null when the platform has none
 * for it (the estimate then cannot count tokens and says so rather than guessing with another vocabulary).
 */
export function tokenizerFamilyOf(family: string | null): TokenizerFamily | null {
  if (family === null) return null;
  // Object.hasOwn: a name like 'constructor' must not reach Object.prototype.
  const key = family.trim().toLowerCase();
  return Object.hasOwn(FAMILIES, key) ? (FAMILIES[key] ?? null) : null;
}
