export { countTokens, DEFAULT_SAMPLE_CHARS, type TokenCount } from './count-tokens';
export { estimateTraining, STARTUP_HOURS, type TrainingEstimate, type TrainingInput } from './estimate-training';
export { loadTokenizer, type TokenEncoder } from './load-tokenizer';
export { CUDA_OVERHEAD_GB, fitsOn, gpuMemoryGb, loraMemoryGb, type LoraMemoryInput } from './lora-memory';
export { parameterCount } from './model-parameters';
export { recommendGpus, type RecommendedGpu, type RecommendInput } from './recommend-gpus';
export { roundUpToHundredths } from './round-up';
export { tokenizerFamilyOf, type TokenizerFamily } from './tokenizer-family';
export {
  clusterTokensPerSecond,
  LORA_TOKENS_PER_SECOND_1B,
  SCALING_EFFICIENCY,
  tokensPerSecond,
  type GpuCount,
} from './training-throughput';
