/** The decoder architectures whose layer layout `parameterCount` knows; others would be counted wrongly, not roughly. */
const DENSE_DECODERS = ['llama', 'qwen2', 'qwen3'];

const positiveWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * Parameters of a Llama, Qwen 2/2.5 or Qwen 3 decoder from its transformers `config.json`, or null when the config
 * lacks a size or holds a nonsensical one (then nothing about memory or speed can be planned from it).
 * Exact for the published checkpoints (Llama-3.2-1B: 1,235,814,400), because it follows each architecture's layers:
 * embeddings, per layer q/k/v/o attention projections, a gated MLP (gate, up, down) and two RMSNorms, a final
 * RMSNorm, and an output projection unless it shares the embedding matrix.
 */
export function parameterCount(config: unknown): number | null {
  if (typeof config !== 'object' || config === null) return null;
  const c = config as Record<string, unknown>;
  const modelType = c['model_type'] ?? 'llama';
  if (typeof modelType !== 'string' || !DENSE_DECODERS.includes(modelType)) return null;

  const vocab = c['vocab_size'];
  const hidden = c['hidden_size'];
  const intermediate = c['intermediate_size'];
  const layers = c['num_hidden_layers'];
  const heads = c['num_attention_heads'];
  const kvHeads = c['num_key_value_heads'] ?? heads;
  if (!positiveWhole(vocab) || !positiveWhole(hidden) || !positiveWhole(intermediate) || !positiveWhole(layers)) return null;
  if (!positiveWhole(heads) || !positiveWhole(kvHeads)) return null;
  // Qwen 3 sets head_dim independently of hidden_size (Qwen3-0.6B: 16 heads × 128 = 2048 from a 1024-wide stream).
  const headDim = c['head_dim'] ?? (hidden % heads === 0 ? hidden / heads : null);
  if (!positiveWhole(headDim)) return null;
  const tied = c['tie_word_embeddings'] ?? false;
  const attentionBias = c['attention_bias'] ?? false;
  const mlpBias = c['mlp_bias'] ?? false;
  if (typeof tied !== 'boolean' || typeof attentionBias !== 'boolean' || typeof mlpBias !== 'boolean') return null;

  const qWidth = heads * headDim;
  const kvWidth = kvHeads * headDim;
  let attention = hidden * qWidth + 2 * hidden * kvWidth + qWidth * hidden;
  // Qwen 2 always has q/k/v biases (its config has no switch); Llama and Qwen 3 put them on q/k/v/o when asked.
  if (modelType === 'qwen2') attention += qWidth + 2 * kvWidth;
  else if (attentionBias) attention += qWidth + 2 * kvWidth + hidden;
  // Qwen 3 normalises queries and keys per head (q_norm, k_norm).
  if (modelType === 'qwen3') attention += 2 * headDim;
  const mlp = 3 * hidden * intermediate + (mlpBias ? 2 * intermediate + hidden : 0);
  const norms = 2 * hidden;

  const embeddings = vocab * hidden;
  const total = embeddings + layers * (attention + mlp + norms) + hidden + (tied ? 0 : vocab * hidden);
  return Number.isSafeInteger(total) ? total : null;
}
