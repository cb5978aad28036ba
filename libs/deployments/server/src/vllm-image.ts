/**
 * vLLM's OpenAI-compatible server image (`VLLM_IMAGE` replaces it). 0.8.5.post1 is the first release that serves the
 * whole Qwen3 line correctly (0.8.4 added the architecture; 0.8.5 fixed its fp8 checkpoints) and the last series whose
 * V0 engine still runs on the V100 (compute capability 7.0): V1 needs 8.0, and 0.8.x falls back to V0 below it.
 */
export const DEFAULT_VLLM_IMAGE = 'vllm/vllm-openai:v0.8.5.post1';

interface ServedArchitecture {
  /** Whether vLLM serves LoRA adapters on it (a fine-tune deploys as one on its base model). */
  lora: boolean;
}

const withLora: ServedArchitecture = { lora: true };
const withoutLora: ServedArchitecture = { lora: false };

/**
 * The `architectures` of a config.json that the image's vLLM serves as a text-generation (chat) model: the "Text
 * Generation" table of vLLM 0.8.5's supported models (docs/source/models/supported_models.md), with its LoRA column.
 * Encoder-decoders (BART), pooling models (BERT, sentence embeddings) and multimodal models are left out: the platform
 * deploys text chat. A model none of whose architectures is here is refused at deploy, before a GPU is rented.
 */
export const VLLM_CHAT_ARCHITECTURES: Readonly<Record<string, ServedArchitecture>> = {
  AquilaForCausalLM: withLora,
  ArcticForCausalLM: withoutLora,
  BaiChuanForCausalLM: withLora,
  BambaForCausalLM: withoutLora,
  BloomForCausalLM: withoutLora,
  ChatGLMModel: withLora,
  ChatGLMForConditionalGeneration: withLora,
  CohereForCausalLM: withLora,
  Cohere2ForCausalLM: withLora,
  DbrxForCausalLM: withoutLora,
  DeciLMForCausalLM: withoutLora,
  DeepseekForCausalLM: withoutLora,
  DeepseekV2ForCausalLM: withoutLora,
  DeepseekV3ForCausalLM: withoutLora,
  ExaoneForCausalLM: withLora,
  FalconForCausalLM: withoutLora,
  FalconMambaForCausalLM: withLora,
  GemmaForCausalLM: withLora,
  Gemma2ForCausalLM: withLora,
  Gemma3ForCausalLM: withLora,
  GlmForCausalLM: withLora,
  Glm4ForCausalLM: withLora,
  GPT2LMHeadModel: withoutLora,
  GPTBigCodeForCausalLM: withLora,
  GPTJForCausalLM: withoutLora,
  GPTNeoXForCausalLM: withoutLora,
  GraniteForCausalLM: withLora,
  GraniteMoeForCausalLM: withLora,
  GraniteMoeSharedForCausalLM: withLora,
  GritLM: withLora,
  Grok1ModelForCausalLM: withLora,
  InternLMForCausalLM: withLora,
  InternLM2ForCausalLM: withLora,
  InternLM3ForCausalLM: withLora,
  JAISLMHeadModel: withoutLora,
  JambaForCausalLM: withLora,
  LlamaForCausalLM: withLora,
  MambaForCausalLM: withoutLora,
  MiniCPMForCausalLM: withLora,
  MiniCPM3ForCausalLM: withLora,
  MiniMaxText01ForCausalLM: withoutLora,
  MistralForCausalLM: withLora,
  MixtralForCausalLM: withLora,
  MPTForCausalLM: withoutLora,
  NemotronForCausalLM: withLora,
  OLMoForCausalLM: withoutLora,
  OLMo2ForCausalLM: withoutLora,
  OLMoEForCausalLM: withLora,
  OPTForCausalLM: withoutLora,
  OrionForCausalLM: withoutLora,
  PersimmonForCausalLM: withoutLora,
  PhiForCausalLM: withLora,
  Phi3ForCausalLM: withLora,
  Phi3SmallForCausalLM: withoutLora,
  PhiMoEForCausalLM: withLora,
  QWenLMHeadModel: withLora,
  Qwen2ForCausalLM: withLora,
  Qwen2MoeForCausalLM: withoutLora,
  Qwen3ForCausalLM: withLora,
  Qwen3MoeForCausalLM: withLora,
  SolarForCausalLM: withLora,
  StableLmForCausalLM: withoutLora,
  Starcoder2ForCausalLM: withoutLora,
  TeleChat2ForCausalLM: withLora,
  TeleFLMForCausalLM: withLora,
  XverseForCausalLM: withLora,
  Zamba2ForCausalLM: withoutLora,
};

/** The version the table above is of, for people reading a refusal. */
export const VLLM_VERSION = '0.8.5';
