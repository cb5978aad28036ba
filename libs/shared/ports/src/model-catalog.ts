/** What fine-tuning needs to know of a base model: the tokenizer family and the size. */
export interface ModelFacts {
  id: string;
  /** The transformers `model_type` (llama, qwen2, qwen3…), or null when the model does not say. */
  family: string | null;
  /** The model's `config.json`, for its parameter count; null when it has none. */
  config: Record<string, unknown> | null;
}

/**
 * The models the platform can train from (the hub domain owns them: its restricted models and the hub itself), for
 * domains that must not import it.
 */
export interface ModelCatalog {
  /** Undefined when no such model exists. Rejects when the hub cannot be reached. */
  describe(modelId: string): Promise<ModelFacts | undefined>;
}
